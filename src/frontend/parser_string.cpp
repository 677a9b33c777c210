// String and command literals: chunks, `$x` and `$(expr)` interpolation, and the indentation
// stripping of triple-quoted strings.
#include <algorithm>

#include "frontend/literals.h"
#include "frontend/parser_impl.h"

namespace juxla::frontend::detail {

namespace {
bool isIndentation(char c) { return c == ' ' || c == '\t'; }
}  // namespace

// What is wrong with `$( ... )` holding `s` (entries from `m` on, `inner` last), and what to write.
std::string Parser::interpolationProblem(const BracketSummary& s, Mark m, const Node* inner) const {
  if (s.numSemis > 0) return "`$(...)` takes one expression, not statements separated by `;`";
  if (s.numSubexprs == 0) return "`$()` is empty; put an expression inside, or write `\\$` for a dollar sign";
  if (inner && inner->kind == K::Generator && !s.hadCommas)
    return "`$(...)` takes one expression, not a bare generator; wrap it in parentheses or a call such as `join(...)`";
  if (!s.hadCommas) return {};
  // `$(a, b)`: suggest each value on its own, spelled as written when that stays short.
  std::string each, tuple;
  for (size_t i = m.output; i < output_.size(); ++i) {
    const Node* n = output_[i];
    if (n->has(kTriviaNode) || n->kind == K::Tombstone) continue;
    std::string_view text = text_.substr(n->span.begin, n->span.end - n->span.begin);
    if (isError(n->kind) || text.find_first_of("\r\n`") != std::string_view::npos) return
        "`$(...)` takes one expression, not a tuple; interpolate each value on its own (`$(a), $(b)`), "
        "or write `$((a, b))` for the tuple";
    each += (each.empty() ? "" : ", ") + std::string("$(") + std::string(text) + ")";
    tuple += (tuple.empty() ? "" : ", ") + std::string(text);
  }
  bool one = s.numSubexprs == 1;
  if (one) tuple += ",";
  if (each.size() > 60)
    return "`$(...)` takes one expression, not a tuple; interpolate each value on its own, or write `$((...))` for the tuple";
  return "`$(...)` takes one expression, not a tuple; write `" + each + "` to interpolate " +
         (one ? "the value" : "each value") + ", or `$((" + tuple + "))` for the tuple";
}

void Parser::parseString(bool raw) {
  Mark mark = position();
  K delim = peek();
  bool triple = delim == K::TripleDoubleQuote || delim == K::TripleBacktick;
  bool isCmd = delim == K::Backtick || delim == K::TripleBacktick;
  K chunkKind = isCmd ? K::CmdString : K::String;
  uint16_t chunkFlags = raw ? kRawStringFlag : 0;
  uint32_t openerOffset = nextTokenOffset();
  // Triple-quoted strings lose the indentation common to their lines: the first line-starting
  // chunk sets the reference, later ones shorten it to the common prefix of spaces and tabs.
  uint32_t indentRef = 0;
  size_t indentLen = SIZE_MAX;
  bool haveIndentRef = false;
  std::vector<Node*> lineStartChunks;
  bump(kTriviaNode);
  bool firstChunk = true;
  int chunks = 0;
  bool prevChunkNewline = false;
  while (true) {
    const Token t = peekToken();
    K k = t.kind;
    if (k == K::Dollar) {
      if (raw) break;
      if (prevChunkNewline) {
        haveIndentRef = true;  // an interpolation at a line start: nothing is indentation
        indentRef = t.begin;
        indentLen = 0;
      }
      bump(kTriviaNode);
      k = peek();
      if (k == K::LParen) {
        Mark m = position();
        uint32_t parenOffset = nextTokenOffset();
        bump(kTriviaNode);
        BracketSummary s = parseBracketsBody(K::RParen);
        finishBrackets(s, false, K::RParen, parenOffset);
        Node* inner = peekBehind(false);
        std::string problem = interpolationProblem(s, m, inner);
        if (!problem.empty()) emit(m, K::Error, 0, "invalid interpolation syntax: " + problem);
        emit(m, K::Parens);
      } else if (k == K::Var) {
        bump(0, K::Identifier);
      } else if (k == K::Identifier || isKeyword(k) || isWordOperator(k)) {
        parseAtom();
      } else {
        bumpInvisible(K::Error, 0, "identifier or parenthesized expression expected after $ in string");
      }
      firstChunk = false;
      ++chunks;
      prevChunkNewline = false;
    } else if (k == chunkKind) {
      std::string_view text = textOf(t);
      bool onlyNewline = text == "\n" || text == "\r" || text == "\r\n";
      if (triple && firstChunk && onlyNewline) {
        bump(kTriviaNode);  // the newline right after the opening quotes is not content
        firstChunk = false;
        prevChunkNewline = true;
        continue;
      }
      bool lineStart = false;
      if (triple) {
        if (prevChunkNewline && !text.empty() && text[0] != '\n' && text[0] != '\r') {
          lineStart = true;
          if (!haveIndentRef) {
            size_t n = 0;
            while (n < text.size() && isIndentation(text[n])) ++n;
            haveIndentRef = true;
            indentRef = t.begin;
            indentLen = n;
          } else {
            size_t j = 0;
            while (j < text.size() && j < indentLen && text_[t.begin + j] == text_[indentRef + j]) ++j;
            indentLen = std::min(indentLen, j);
          }
        }
        prevChunkNewline = !text.empty() && (text.back() == '\n' || text.back() == '\r');
      }
      Node* chunk = bump(chunkFlags);
      if (lineStart && chunk) lineStartChunks.push_back(chunk);
      firstChunk = false;
      ++chunks;
    } else if (k == K::ErrorInvalidInterpolationTerminator || k == K::ErrorBidiFormatting ||
               k == K::ErrorInvalidUTF8) {
      bump();
      ++chunks;
    } else {
      break;
    }
  }
  bool hadEndDelim = peek() == delim;
  if (triple && prevChunkNewline && hadEndDelim) indentLen = 0;  // closing quotes at column 1
  if (triple && haveIndentRef && indentLen > 0 && indentLen != SIZE_MAX) {
    for (Node* chunk : lineStartChunks) {
      chunk->span.begin += uint32_t(indentLen);
      std::string_view rest = text_.substr(chunk->span.begin, chunk->span.end - chunk->span.begin);
      if (rest.empty()) {
        chunk->flags |= kTriviaNode;  // a line of only indentation disappears
        --chunks;
        continue;
      }
      std::vector<LiteralError> ignored;  // reported when the chunk was first read
      std::string bytes = raw || isCmd ? unescapeRawString(rest, isCmd ? '`' : '"') : unescapeJuliaString(rest, ignored);
      chunk->value.text = arena_.copy(bytes);
    }
  }
  if (hadEndDelim) {
    if (chunks == 0) {
      Node* empty = bumpInvisible(chunkKind, chunkFlags);  // "" is (string "")
      empty->value.type = ValueType::String;
    }
    bump(kTriviaNode);
  } else {
    error(openerOffset, std::string("unterminated ") + (isCmd ? "command" : "string") +
                            " literal; expected a closing " + (triple ? (isCmd ? "```" : "\"\"\"") : (isCmd ? "`" : "\"")));
    bumpInvisible(K::Error, kTriviaNode);
    inputEndedInLiteral_ = true;
  }
  uint16_t flags = uint16_t((triple ? kTripleStringFlag : 0) | (raw ? kRawStringFlag : 0));
  emit(mark, isCmd ? K::CmdStringNode : K::StringNode, flags);
}

}  // namespace juxla::frontend::detail
