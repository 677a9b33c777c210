// The token stream and output stack under the parser, and the small helpers of parser.jl.
#include <algorithm>
#include <cstdio>
#include <utility>

#include "frontend/literals.h"
#include "frontend/parser_impl.h"
#include "frontend/unicode.h"

namespace juxla::frontend::detail {

std::string lexicalErrorMessage(K k, std::string_view text) {
  auto firstChar = [&] {
    DecodedChar d = decodeUtf8(text, 0);
    std::string c;
    if (d.valid) appendUtf8(c, d.code);
    return "`" + c + "`";
  };
  switch (k) {
    case K::ErrorEofMultiComment: return "unterminated multi-line comment #= ... =#";
    case K::ErrorInvalidNumericConstant: return "invalid numeric constant `" + std::string(text) + "`";
    case K::ErrorHexFloatMustContainP: return "hex float literal must contain `p` or `P`";
    case K::ErrorAmbiguousNumericConstant:
      return "ambiguous `.` syntax; add whitespace to clarify (eg `1.+2` might be `1.0+2` or `1 .+ 2`)";
    case K::ErrorAmbiguousNumericDotMultiply:
      return "numeric constant cannot be implicitly multiplied because it ends with `.`";
    case K::ErrorInvalidInterpolationTerminator:
      return "interpolated variable ends with invalid character; use `$(...)` instead";
    case K::ErrorInvalidUTF8: return "invalid UTF-8 sequence";
    case K::ErrorInvisibleChar: {
      // Quoting the character would show nothing: name it.
      DecodedChar d = decodeUtf8(text, 0);
      char code[16];
      std::snprintf(code, sizeof code, "U+%04X", unsigned(d.code));
      const char* name = invisibleCharName(d.code);
      return std::string("invisible character ") + code + (name ? std::string(" (") + name + ")" : "") + "; remove it";
    }
    case K::ErrorIdentifierStart: return "identifier cannot begin with character " + firstChar();
    case K::ErrorUnknownCharacter: return "unknown unicode character " + firstChar();
    case K::ErrorBidiFormatting: return "unbalanced bidirectional unicode formatting";
    case K::ErrorInvalidOperator:
      if (text == "--") return "invalid operator `--`; Julia has no decrement operator: write `x -= 1`, or `- -x` with a space to negate twice";
      return "invalid operator `" + std::string(text) + "`";
    case K::ErrorStarStar:
      return "use `x^y` instead of `x**y` for exponentiation, and `x...` instead of `**x` for splatting";
    default: return "invalid token";
  }
}

Parser::Parser(const SourceFile& source, uint32_t fileId, AstArena& arena)
    : source_(source), text_(source.text()), fileId_(fileId), arena_(arena) {
  std::vector<Token> badComments;
  tokens_ = tokenize(text_, &badComments);
  for (const Token& t : badComments) {
    error(t.begin, lexicalErrorMessage(t.kind, textOf(t)));
    inputEndedInLiteral_ = true;
  }
}

uint32_t Parser::lookaheadIndex(int n, bool skipNewlines) {
  // Every loop of the parser consumes a token within a bounded number of peeks; more means a bug.
  if (++peekCount_ > 200000) {
    error(tokens_[next_].begin, "internal error: the parser made no progress here");
    throw ParserAbort{};
  }
  uint32_t i = next_;
  while (true) {
    const Token& t = tokens_[i];
    if (t.kind == K::EndMarker) return i;
    if (t.kind == K::NewlineWs && skipNewlines) {
      ++i;
      continue;
    }
    if (--n <= 0) return i;
    ++i;
  }
}

const Token& Parser::peekTokenNl(int n, bool skipNewlines) { return tokens_[lookaheadIndex(n, skipNewlines)]; }

Node* Parser::makeLeaf(const Token& t, K kind, uint16_t flags) {
  std::string_view text = text_.substr(t.begin, t.size());
  Node* n = arena_.leaf(kind, {fileId_, t.begin, t.end}, uint16_t(flags & ~kTriviaNode));
  n->tokenKind = t.kind;
  Value& v = n->value;
  std::string literalError;
  switch (kind) {
    case K::Integer: v = parseIntegerLiteral(text, arena_); break;
    case K::HexInt: case K::BinInt: case K::OctInt: v = parseUnsignedLiteral(text, kind, arena_); break;
    case K::Float: case K::Float32:
      if (!parseFloatLiteral(text, kind == K::Float32, v, literalError)) {
        error(t.begin, literalError);
        n->kind = K::ErrorNumericOverflow;
      }
      break;
    case K::Bool:
      v.type = ValueType::Bool;
      v.boolean = text == "true";
      break;
    case K::String: case K::Char: case K::CmdString: {
      std::vector<LiteralError> errors;
      std::string bytes = (flags & kRawStringFlag) || kind == K::CmdString
                              ? unescapeRawString(text, kind == K::CmdString ? '`' : '"')
                              : unescapeJuliaString(text, errors);
      for (const LiteralError& e : errors) error(t.begin + e.begin, e.message);
      if (!errors.empty()) n->kind = K::ErrorInvalidEscapeSequence;
      v.type = kind == K::Char ? ValueType::Char : ValueType::String;
      v.text = arena_.copy(bytes);
      if (kind == K::Char && errors.empty()) {
        DecodedChar d = decodeUtf8(bytes, 0);
        v.character = d.code;
        if (bytes.empty() || d.length != bytes.size()) {
          error(t.begin, "character literal contains multiple characters");
          n->kind = K::ErrorOverLongCharacter;
        }
      }
      break;
    }
    default:
      if (isError(kind) && kind != K::Error) {
        error(t.begin, lexicalErrorMessage(kind, text));
        break;
      }
      v.type = ValueType::Symbol;
      if (flags & kRawStringFlag) {
        v.text = arena_.copy(normalizeIdentifier(unescapeRawString(text, '"')));
      } else {
        std::string name = normalizeIdentifier(text);
        v.text = name == text ? text : arena_.copy(name);
      }
      break;
  }
  return n;
}

Node* Parser::bumpNl(bool skipNewlines, uint16_t flags, K remap, const char* errorMessage) {
  Mark errorMark = position();
  uint32_t target = lookaheadIndex(1, skipNewlines);
  Node* leaf = nullptr;
  for (uint32_t i = next_; i <= target; ++i) {
    const Token& t = tokens_[i];
    if (t.kind == K::EndMarker) {
      target = i - 1;
      break;
    }
    if (t.kind == K::NewlineWs) continue;
    lastEnd_ = t.end;
    if (!(flags & kTriviaNode) || errorMessage) {
      leaf = makeLeaf(t, remap == K::None ? t.kind : remap, flags);
      if (!(flags & kTriviaNode)) output_.push_back(leaf);
    }
  }
  next_ = std::max(next_, target + 1);
  peekCount_ = 0;
  if (errorMessage) emit(errorMark, K::Error, flags & kTriviaNode, errorMessage);
  return leaf;
}

Node* Parser::bumpError(const std::string& message, uint16_t flags) {
  Mark m = position();
  bump(flags);
  return emit(m, K::Error, flags & kTriviaNode, message);
}

void Parser::bumpTrivia(bool skipNewlines, const char* errorMessage) {
  Mark m = position();
  uint32_t target = lookaheadIndex(1, skipNewlines);
  if (target > next_) {
    next_ = target;
    peekCount_ = 0;
  }
  if (errorMessage) emit(m, K::Error, kTriviaNode, errorMessage);
}

Node* Parser::bumpInvisible(K kind, uint16_t flags, const std::string& errorMessage) {
  Node* n = arena_.leaf(kind, {fileId_, lastEnd_, lastEnd_}, flags);
  n->tokenKind = kind;
  if (kind == K::Placeholder) n->value.type = ValueType::Symbol;
  output_.push_back(n);
  if (!errorMessage.empty()) error(lastEnd_, errorMessage);
  return n;
}

Node* Parser::bumpGlue(K kind) {
  // A sign and the number right after it become one literal: `-2`, `+1.5f0`.
  uint32_t first = lookaheadIndex(1, false);
  uint32_t second = lookaheadIndex(2, false);
  Token glued = tokens_[first];
  glued.end = tokens_[second].end;
  glued.kind = kind;
  Node* leaf = makeLeaf(glued, kind, 0);
  output_.push_back(leaf);
  lastEnd_ = glued.end;
  next_ = second + 1;
  peekCount_ = 0;
  return leaf;
}

Node* Parser::bumpSplitOpEquals(bool dotted) {
  // `+=` is the operator `+` (a leaf) and a trivia `=`; `.+=` has a trivia dot first.
  if (dotted) bump(kTriviaNode);
  uint32_t i = lookaheadIndex(1, false);
  Token op = tokens_[i];
  op.end -= 1;
  Node* leaf = makeLeaf(op, K::Identifier, 0);
  output_.push_back(leaf);
  lastEnd_ = tokens_[i].end;
  next_ = i + 1;
  peekCount_ = 0;
  return leaf;
}

void Parser::bumpSplitDots(int count, bool lastIsDotDot) {
  // `..` and `...` in import paths are that many single dots; `A...` is `A` then `..`.
  uint32_t i = lookaheadIndex(1, false);
  const Token& t = tokens_[i];
  if (lastIsDotDot) {
    Token dd = t;
    dd.begin += 1;
    dd.kind = K::DotDot;
    output_.push_back(makeLeaf(dd, K::DotDot, 0));
  } else {
    for (int d = 0; d < count; ++d) {
      Token dot = t;
      dot.begin = t.begin + uint32_t(d);
      dot.end = dot.begin + 1;
      dot.kind = K::Dot;
      output_.push_back(makeLeaf(dot, K::Dot, 0));
    }
  }
  lastEnd_ = t.end;
  next_ = i + 1;
  peekCount_ = 0;
}

uint32_t Parser::offsetOf(Mark mark) const {
  for (uint32_t i = mark.token; i < next_ && i < tokens_.size(); ++i)
    if (tokens_[i].kind != K::NewlineWs) return tokens_[i].begin;
  return lastEnd_;
}

Node* Parser::emit(Mark mark, K kind, uint16_t flags, const std::string& errorMessage) {
  std::vector<Node*> children;
  children.reserve(output_.size() - mark.output);
  for (size_t i = mark.output; i < output_.size(); ++i) {
    Node* n = output_[i];
    if (n->has(kSpliceFlag)) {
      for (Node* c : n->children()) children.push_back(c);
    } else if (!n->has(kTriviaNode) || n->kind == K::Error) {
      children.push_back(n);
    }
  }
  output_.resize(mark.output);
  bool consumed = mark.token < next_;
  uint32_t begin = offsetOf(mark);
  uint32_t end = consumed ? std::max(begin, lastEnd_) : begin;
  // A row's separator (`[a b; c d]`) is consumed before the row is closed but is not part of it.
  if ((kind == K::Row || kind == K::Nrow) && !children.empty()) end = children.back()->span.end;
  Node* n = arena_.interior(kind, {fileId_, begin, end}, flags, children);
  for (Node* c : children) n->height = std::max(n->height, c->height + 1);
  output_.push_back(n);
  // Left-nested chains (a - b - c ..., f(x)(y)...) are built by loops, not recursion: bound them too.
  if (n->height > kMaxTreeHeight) {
    error(lastEnd_, "expression is nested too deeply; the parser gives up here");
    throw ParserAbort{};
  }
  if (!errorMessage.empty()) error(begin, errorMessage);
  return n;
}

Node* Parser::peekBehind(bool skipParens) const {
  for (size_t i = output_.size(); i-- > 0;) {
    Node* n = output_[i];
    if (n->has(kTriviaNode) || n->kind == K::Tombstone) continue;
    while (skipParens && n->kind == K::Parens && n->numChildren() > 0) n = n->child(0);
    return n;
  }
  return nullptr;
}

K Parser::peekBehindKind(bool skipParens) const {
  Node* n = peekBehind(skipParens);
  return n ? n->kind : K::None;
}

void Parser::error(uint32_t offset, std::string message) {
  diagnostics_.push_back({offset, std::move(message), false, false, 0, {}});
}

void Parser::warning(uint32_t offset, std::string message) {
  diagnostics_.push_back({offset, std::move(message), true, false, 0, {}});
}

uint32_t Parser::nextTokenOffset() {
  const Token& t = peekTokenNl(1, false);
  // At the end of input point just past the last token rather than at an empty last line.
  if (t.kind == K::EndMarker || t.kind == K::NewlineWs) return lastEnd_;
  return t.begin;
}

std::string Parser::shortText(const Token& t) const {
  // The first line of the token, at most 20 bytes, cut at a character boundary.
  std::string_view text = textOf(t);
  size_t n = std::min<size_t>(text.find('\n'), 20);
  n = std::min(n, text.size());
  while (n < text.size() && n > 0 && (uint8_t(text[n]) & 0xC0) == 0x80) --n;
  return std::string(text.substr(0, n)) + (n < text.size() ? "..." : "");
}

std::string Parser::loneCrNote(uint32_t offset) const {
  // Julia reads a lone `\r` as a space although editors show a line break there.
  for (uint32_t i = lastEnd_; i < offset && i < text_.size(); ++i)
    if (text_[i] == '\r' && (i + 1 == text_.size() || text_[i + 1] != '\n'))
      return " (a lone carriage return `\\r` does not end a line in Julia: use `\\n` or `\\r\\n` line endings)";
  return {};
}

uint32_t Parser::endOfInputOffset() const {
  // Just after the last token, but not past its own trailing newline (a string chunk's).
  uint32_t at = lastEnd_;
  while (at > 0 && (text_[at - 1] == '\n' || text_[at - 1] == '\r')) --at;
  return at;
}

std::string Parser::lineColOf(uint32_t offset) const {
  LineCol lc = source_.lineCol(offset);
  return std::to_string(lc.line) + ":" + std::to_string(lc.column);
}

void Parser::normalContext() {
  ctx_.rangeColonEnabled = true;
  ctx_.spaceSensitive = false;
  ctx_.whereEnabled = true;
  ctx_.forGenerator = false;
  ctx_.endSymbol = false;
  ctx_.whitespaceNewline = false;
}

Parser::DepthGuard::DepthGuard(Parser& p) : parser(p) {
  char here;
  // The byte budget backs up the count where frames are large (sanitizer builds).
  if (++parser.depth_ > kMaxRecursionDepth || (parser.stackBase_ - &here) > kMaxStackBytes) {
    const Token& t = parser.peekTokenNl(1, false);
    parser.error(t.kind == K::EndMarker ? parser.lastEnd_ : t.begin,
                 "expression is nested too deeply; the parser gives up here");
    throw ParserAbort{};
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers of parser.jl

bool Parser::isClosingToken(K k) const {
  switch (k) {
    case K::Else: case K::Elseif: case K::Catch: case K::Finally: case K::Comma: case K::RParen:
    case K::RSquare: case K::RBrace: case K::Semicolon: case K::EndMarker:
      return true;
    case K::End:
      return !ctx_.endSymbol;
    default:
      return false;
  }
}

bool Parser::startsDefinition(K k) {
  switch (k) {
    case K::Function: case K::Macro: case K::Struct: case K::Mutable: case K::Abstract:
    case K::Primitive: case K::Module: case K::Baremodule: case K::Using: case K::Import:
    case K::Export: case K::Const:
      return true;
    default:
      return false;
  }
}

bool Parser::isBlockContinuationKeywordCtx(K k) const {
  return isBlockContinuationKeyword(k) && !(ctx_.endSymbol && k == K::End);
}

bool Parser::isInitialReservedWord(K k) const {
  switch (k) {
    case K::Begin:
      return !ctx_.endSymbol;  // `begin` is firstindex(a) inside a[...]
    case K::While: case K::If: case K::For: case K::Try: case K::Return: case K::Break:
    case K::Continue: case K::Function: case K::Macro: case K::Quote: case K::Let: case K::Local:
    case K::Global: case K::Const: case K::Do: case K::Struct: case K::Module: case K::Baremodule:
    case K::Using: case K::Import: case K::Export:
      return true;
    default:
      return false;
  }
}

bool Parser::peekInitialReservedWords() {
  K k = peek();
  if (isInitialReservedWord(k)) return true;
  if (isContextualKeyword(k)) {
    K k2 = peekNl(2, false);
    return (k == K::Mutable && k2 == K::Struct) || (k == K::Primitive && k2 == K::Type) ||
           (k == K::Abstract && k2 == K::Type);
  }
  return false;
}

bool Parser::wasEventuallyCall() const {
  // The signature is a call once `where` and `::` (and parentheses) are stripped.
  const Node* b = peekBehind(false);
  while (b) {
    if (b->kind == K::Call) return true;
    if (b->kind == K::Where || b->kind == K::Parens || (b->kind == K::ColonColon && b->isInfix())) {
      if (b->kind == K::ColonColon && b->numChildren() < 2) return false;
      b = b->child(0);
      continue;
    }
    return false;
  }
  return false;
}

std::pair<bool, Token> Parser::peekDottedOpToken() {
  Token t = peekToken();
  if (t.kind == K::Dot) {
    const Token& t2 = peekToken(2);
    if (!t2.precededByWhitespace && isOperator(t2.kind) && !(t2.kind == K::Dot && peek(3) == K::Dot))
      return {true, t2};
  }
  return {false, t};
}

Node* Parser::bumpDotted(bool dotted, uint16_t flags, K remap, bool emitDotNode) {
  Mark dotMark = position();
  if (dotted) bump(kTriviaNode);
  Node* n = bump(flags, remap);
  if (dotted && emitDotNode) n = emit(dotMark, K::Dot);
  return n;
}

void Parser::bumpClosingToken(K closing, const char* hint, uint32_t openerOffset, std::string_view opener) {
  if (peek() == closing) {
    bumpTrivia();
    bump(kTriviaNode);
    return;
  }
  std::string message = "expected `" + std::string(kindName(closing)) + "`";
  if (hint) message += hint;
  if (openerOffset != UINT32_MAX)
    message += " to close the `" + std::string(opener) + "` opened at " + lineColOf(openerOffset);
  const Token& next = peekTokenNl(1, true);
  if (next.kind != K::EndMarker) message += ", found `" + shortText(next) + "`" + loneCrNote(next.begin);
  else message += ", found the end of the file";
  if (next.kind == K::EndMarker && inputEndedInLiteral_) {
    if (peek() == closing) bump(kTriviaNode);
    return;
  }
  uint32_t at = next.kind == K::EndMarker ? endOfInputOffset() : next.begin;
  // Show the opener's line too when it is not the line of the error.
  bool note = openerOffset != UINT32_MAX && source_.lineCol(openerOffset).line != source_.lineCol(at).line;
  diagnostics_.push_back({at, message, false, note, openerOffset,
                          "`" + std::string(opener) + "` opened here"});
  // Skip what cannot belong here, up to the closing token or another closer. Unlike JuliaSyntax,
  // also stop at a definition that starts a line: the closer was most likely forgotten before it.
  Mark m = position();
  while (true) {
    K k = peek();
    if (isClosingToken(k) && k != K::Comma && k != K::Semicolon) break;
    uint32_t at = lookaheadIndex(1, true);
    if (at > 0 && tokens_[at - 1].kind == K::NewlineWs && startsDefinition(tokens_[at].kind)) break;
    bump();
  }
  emit(m, K::Error, kTriviaNode);
  if (peek() == closing) bump(kTriviaNode);
}

void Parser::recover(bool (Parser::*isCloser)(K) const, uint16_t flags, const char* message) {
  Mark m = position();
  while (true) {
    K k = peek();
    if (k == K::EndMarker) {
      bumpInvisible(K::Error, kTriviaNode, "premature end of input");
      break;
    }
    if ((this->*isCloser)(k)) break;
    bump();
  }
  emit(m, K::Error, flags, message);
}

void Parser::bumpDisallowedSpace() {
  if (peekToken().precededByWhitespace) {
    error(lastEnd_, "whitespace is not allowed here");
    Mark m = position();
    bumpTrivia(false);
    emit(m, K::Error, kTriviaNode);
  }
}

void Parser::bumpSemicolonTrivia() {
  while (peek() == K::Semicolon || peek() == K::NewlineWs) bump(kTriviaNode);
}

}  // namespace juxla::frontend::detail
