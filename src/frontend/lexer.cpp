#include "frontend/lexer.h"

#include <string>
#include <unordered_map>

#include "frontend/unicode.h"

namespace juxla::frontend {

namespace {

const std::unordered_map<char32_t, K>& unicodeOperators() {
  static const auto* table = [] {
    auto* map = new std::unordered_map<char32_t, K>();
#define OPCHARS(kind, chars)                                                 \
    for (uint32_t i = 0; i < std::string_view(chars).size();) {              \
      DecodedChar d = decodeUtf8(chars, i);                                  \
      (*map)[d.code] = K::kind;                                              \
      i += d.length;                                                         \
    }
#include "frontend/operator_chars.def"
#undef OPCHARS
    return map;
  }();
  return *table;
}

const std::unordered_map<std::string_view, K>& keywords() {
  static const std::unordered_map<std::string_view, K> table = {
      {"baremodule", K::Baremodule}, {"begin", K::Begin}, {"break", K::Break}, {"catch", K::Catch},
      {"const", K::Const}, {"continue", K::Continue}, {"do", K::Do}, {"else", K::Else},
      {"elseif", K::Elseif}, {"end", K::End}, {"export", K::Export}, {"finally", K::Finally},
      {"for", K::For}, {"function", K::Function}, {"global", K::Global}, {"if", K::If},
      {"import", K::Import}, {"let", K::Let}, {"local", K::Local}, {"macro", K::Macro},
      {"module", K::Module}, {"public", K::Public}, {"quote", K::Quote}, {"return", K::Return},
      {"struct", K::Struct}, {"try", K::Try}, {"using", K::Using}, {"while", K::While},
      {"in", K::In}, {"isa", K::Isa}, {"where", K::Where}, {"abstract", K::Abstract},
      {"as", K::As}, {"doc", K::Doc}, {"mutable", K::Mutable}, {"outer", K::Outer},
      {"primitive", K::Primitive}, {"type", K::Type}, {"var", K::Var},
      {"true", K::Bool}, {"false", K::Bool},
  };
  return table;
}

bool isAsciiDigit(char32_t c) { return c >= '0' && c <= '9'; }
bool isHexDigit(char32_t c) {
  return isAsciiDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
bool isBinaryDigit(char32_t c) { return c == '0' || c == '1'; }
bool isOctalDigit(char32_t c) { return c >= '0' && c <= '7'; }

bool isOperatorStartChar(char32_t c) {
  switch (c) {
    case '=': case ':': case '~': case '?': case '-': case '<': case '|': case '&': case '>':
    case '!': case '$': case '+': case '*': case '/': case '%': case '\\': case '^': case '\'':
    case '.':
      return true;
    default:
      return c >= 0x80 && c != kEndOfInput && unicodeOperators().count(c) != 0;
  }
}

// Partial UAX #9 check: embeddings and isolates must be closed within a string or comment.
struct BidiState {
  int embedding = 0;
  int isolate = 0;
  void update(char32_t c) {
    if (c == '\n') {
      embedding = isolate = 0;
    } else if (c == 0x202A || c == 0x202B || c == 0x202D || c == 0x202E) {
      ++embedding;
    } else if (c == 0x202C) {
      --embedding;
    } else if (c >= 0x2066 && c <= 0x2068) {
      ++isolate;
    } else if (c == 0x2069) {
      --isolate;
    }
  }
  bool balanced() const { return embedding == 0 && isolate == 0; }
};

}  // namespace

bool isDottableOperatorStartChar(char32_t c) {
  return c != '?' && c != '$' && c != ':' && c != '\'' && isOperatorStartChar(c);
}

Lexer::Lexer(std::string_view text) : text_(text) {}

char32_t Lexer::decodeAt(uint32_t offset, uint32_t& length) const {
  if (offset != decodedOffset_) {
    DecodedChar d = decodeUtf8(text_, offset);
    decodedOffset_ = offset;
    decodedLength_ = d.length;
    // Malformed bytes read as U+FFFD-like invalid characters that match nothing.
    decodedChar_ = d.length == 0 ? kEndOfInput : d.valid ? d.code : char32_t(0x110000 + d.code);
  }
  length = decodedLength_;
  return decodedChar_;
}

char32_t Lexer::peekCharSlow(int ahead) const {
  uint32_t p = pos_;
  uint32_t length = 0;
  for (int i = 0; i < ahead; ++i) {
    if (decodeAt(p, length) == kEndOfInput) return kEndOfInput;
    p += length;
  }
  return decodeAt(p, length);
}

char32_t Lexer::readCharSlow() {
  uint32_t length = 0;
  char32_t c = decodeAt(pos_, length);
  pos_ += length;
  return c;
}

bool Lexer::accept(char32_t c) {
  if (peekChar() != c) return false;
  readChar();
  return true;
}

Token Lexer::emit(K kind, bool maybeOperator) {
  Token t;
  t.kind = kind;
  t.begin = start_;
  if (maybeOperator && operatorTakesSuffix(kind)) {
    while (isOperatorSuffixChar(peekChar())) {
      readChar();
      t.suffixed = true;
    }
  }
  t.end = pos_;
  last_ = kind;
  return t;
}

Token Lexer::next() {
  start_ = pos_;
  if (!strings_.empty()) return lexStringChunk();
  return lexToken(readChar());
}

Token Lexer::lexToken(char32_t c) {
  if (c == kEndOfInput) return emit(K::EndMarker);
  if (isWhitespaceChar(c)) return lexWhitespace(c);
  switch (c) {
    case '[': return emit(K::LSquare);
    case ']': return emit(K::RSquare);
    case '{': return emit(K::LBrace);
    case '}': return emit(K::RBrace);
    case '(': return emit(K::LParen);
    case ')': return emit(K::RParen);
    case ';': return emit(K::Semicolon);
    case ',': return emit(K::Comma);
    case '@': return emit(K::At);
    case '?': return emit(K::Question);
    case '~': return emit(K::Tilde);
    case '#': return lexComment();
    case '"': return lexQuote('"');
    case '`': return lexQuote('`');
    case '\'': return lexPrime();
    case '.': return lexDot();
    case 0x2212: return emit(accept('=') ? K::OpEquals : K::Minus);  // − is `-`
    case 0x00F7: return emit(accept('=') ? K::OpEquals : K::Divide);  // ÷=
    case 0x22BB: return emit(accept('=') ? K::OpEquals : K::Xor);     // ⊻=
    default: break;
  }
  if (c < 0x80 && isOperatorStartChar(c)) return lexAsciiOperator(c);
  if (isIdentifierStartChar(c)) return lexIdentifier(c);
  if (isAsciiDigit(c)) return lexNumber(K::Integer);
  if (c < 0x110000) {
    auto it = unicodeOperators().find(c);
    if (it != unicodeOperators().end()) return emit(it->second);
  }
  if (c >= 0x110000) return emit(K::ErrorInvalidUTF8);
  if (isInvisibleChar(c)) return emit(K::ErrorInvisibleChar);
  if (isIdentifierChar(c)) return emit(K::ErrorIdentifierStart);
  return emit(K::ErrorUnknownCharacter);
}

Token Lexer::lexAsciiOperator(char32_t c) {
  switch (c) {
    case '=':
      if (accept('=')) return emit(accept('=') ? K::EqEqEq : K::EqEq);
      if (accept('>')) return emit(K::PairArrow);
      return emit(K::Equals);
    case '!':
      if (accept('=')) return emit(accept('=') ? K::NotEqEq : K::NotEq);
      return emit(K::Exclaim);
    case '>':
      if (accept('>')) {
        if (accept('>')) return emit(accept('=') ? K::OpEquals : K::ShiftRightLogical);
        return emit(accept('=') ? K::OpEquals : K::ShiftRight);
      }
      if (accept('=')) return emit(K::GreaterEq);
      if (accept(':')) return emit(K::Supertype);
      return emit(K::Greater);
    case '<':
      if (accept('<')) return emit(accept('=') ? K::OpEquals : K::ShiftLeft);
      if (accept('=')) return emit(K::LessEq);
      if (accept(':')) return emit(K::Subtype);
      if (accept('|')) return emit(K::PipeLeft);
      if (peekChar() == '-' && peekChar(1) == '-') {
        readChar();
        readChar();
        if (accept('-')) return emit(K::ErrorInvalidOperator);
        if (accept('>')) return emit(K::LongLeftRightArrow);
        if (accept('-')) return emit(K::ErrorInvalidOperator);
        return emit(K::LongLeftArrow);
      }
      return emit(K::Less);
    case ':':
      if (accept(':')) return emit(K::ColonColon);
      if (accept('=')) return emit(K::ColonEquals);
      return emit(K::Colon);
    case '|':
      if (accept('=')) return emit(K::OpEquals);
      if (accept('>')) return emit(K::PipeRight);
      if (accept('|')) return emit(K::OrOr);
      return emit(K::Bar);
    case '&':
      if (accept('&')) return emit(K::AndAnd);
      if (accept('=')) return emit(K::OpEquals);
      return emit(K::Ampersand);
    case '+':
      if (accept('+')) return emit(K::PlusPlus);
      if (accept('=')) return emit(K::OpEquals);
      return emit(K::Plus);
    case '-':
      if (accept('-')) return emit(accept('>') ? K::LongRightArrow : K::ErrorInvalidOperator);
      if (last_ != K::Dot && accept('>')) return emit(K::RightArrow);
      if (accept('=')) return emit(K::OpEquals);
      return emit(K::Minus);
    case '*':
      if (accept('*')) return emit(K::ErrorStarStar);
      if (accept('=')) return emit(K::OpEquals);
      return emit(K::Star);
    case '^': return emit(accept('=') ? K::OpEquals : K::Caret);
    case '%': return emit(accept('=') ? K::OpEquals : K::Percent);
    case '$': return emit(accept('=') ? K::OpEquals : K::Dollar);
    case '\\': return emit(accept('=') ? K::OpEquals : K::Backslash);
    case '/':
      if (accept('/')) return emit(accept('=') ? K::OpEquals : K::SlashSlash);
      if (accept('=')) return emit(K::OpEquals);
      return emit(K::Slash);
    default:
      return emit(K::ErrorUnknownCharacter);
  }
}

Token Lexer::lexWhitespace(char32_t c) {
  K kind = K::Whitespace;
  while (true) {
    if (c == '\n') kind = K::NewlineWs;
    char32_t pc = peekChar(), ppc = peekChar(1);
    // One newline per token, so that the parser can count blank lines.
    if (!isWhitespaceChar(pc) || (kind == K::NewlineWs && (pc == '\n' || (pc == '\r' && ppc == '\n'))))
      break;
    c = readChar();
  }
  return emit(kind);
}

Token Lexer::lexComment() {
  if (peekChar() != '=') {
    bool valid = true;
    while (true) {
      char32_t pc = peekChar();
      if (pc == '\n' || (pc == '\r' && peekChar(1) == '\n') || pc == kEndOfInput)
        return emit(valid ? K::Comment : K::ErrorInvalidUTF8);
      valid = valid && pc < 0x110000;
      readChar();
    }
  }
  char32_t c = readChar();  // the '=' of `#=`
  BidiState bidi;
  bool skip = true;  // `c` belongs to the marker just read
  int nesting = 1;
  bool valid = true;
  while (true) {
    if (c == kEndOfInput) return emit(K::ErrorEofMultiComment);
    char32_t nc = readChar();
    bidi.update(nc);
    valid = valid && (nc < 0x110000 || nc == kEndOfInput);
    if (skip) {
      skip = false;
    } else if (c == '#' && nc == '=') {
      ++nesting;
      skip = true;
    } else if (c == '=' && nc == '#') {
      --nesting;
      skip = true;
      if (nesting == 0)
        return emit(!valid ? K::ErrorInvalidUTF8 : !bidi.balanced() ? K::ErrorBidiFormatting : K::Comment);
    }
    c = nc;
  }
}

Token Lexer::lexPrime() {
  // After a value, `'` is the adjoint operator; elsewhere it opens a character literal.
  if (last_ == K::Identifier || isContextualKeyword(last_) || isWordOperator(last_) ||
      last_ == K::Dot || last_ == K::RParen || last_ == K::RSquare || last_ == K::RBrace ||
      last_ == K::Prime || last_ == K::End || isLiteral(last_))
    return emit(K::Prime);
  strings_.push_back({false, true, '\'', 0});
  return emit(K::Prime, false);
}

Token Lexer::lexQuote(char32_t delim) {
  bool triple = peekChar() == delim && peekChar(1) == delim;
  // A string right after a name is a string macro's raw text: `r"\d"`.
  bool raw = delim == '`' || last_ == K::Identifier || isContextualKeyword(last_) || isWordOperator(last_);
  strings_.push_back({triple, raw, delim, 0});
  if (triple) {
    readChar();
    readChar();
    return emit(delim == '"' ? K::TripleDoubleQuote : K::TripleBacktick);
  }
  return emit(delim == '"' ? K::DoubleQuote : K::Backtick);
}

bool Lexer::endsCharLiteral(char32_t pc) const {
  // Unlike a string, a char literal stops at a newline; only a lone newline char '\n' spans one.
  if (pc != '\n' && pc != '\r') return false;
  return !(last_ == K::Prime && pos_ == start_ && peekChar(1) == '\'');
}

bool Lexer::stringTerminates(char32_t delim, bool triple) const {
  if (triple) return peekChar() == delim && peekChar(1) == delim && peekChar(2) == delim;
  return peekChar() == delim;
}

Token Lexer::lexStringChunk() {
  StringState& state = strings_.back();
  if (state.parenDepth > 0) {
    // Code inside `$(...)`: lex normally, tracking parentheses to find the end.
    char32_t c = readChar();
    if (c == '(') {
      ++state.parenDepth;
      return emit(K::LParen);
    }
    if (c == ')') {
      --state.parenDepth;
      return emit(K::RParen);
    }
    return lexToken(c);
  }
  char32_t pc = peekChar();
  if (last_ == K::Dollar) {
    if (pc == '(') {
      readChar();
      ++state.parenDepth;
      return emit(K::LParen);
    }
    if (isIdentifierStartChar(pc)) return lexIdentifier(readChar());
    // Anything else after `$` is a syntax error the parser reports; read it as string text.
  } else if (last_ == K::Identifier &&
             !(pc == kEndOfInput || isOperatorStartChar(pc) || isNeverIdentifierChar(pc))) {
    readChar();
    return emit(K::ErrorInvalidInterpolationTerminator);
  }
  if (pc == kEndOfInput) return emit(K::EndMarker);
  if (state.delim == '\'' && endsCharLiteral(pc)) {
    strings_.pop_back();  // `'a` at the end of a line: the parser reports it unterminated
    return lexToken(readChar());
  }
  if (!state.raw && pc == '$') {
    readChar();
    return emit(K::Dollar);
  }
  if (!state.raw && pc == '\\' && (peekChar(1) == '\r' || peekChar(1) == '\n')) {
    // An escaped newline and the indentation after it are not part of the string.
    readChar();
    char32_t nl = readChar();
    if (nl == '\r' && peekChar() == '\n') readChar();
    while (peekChar() == ' ' || peekChar() == '\t') readChar();
    return emit(K::Whitespace);
  }
  if (pc == state.delim && stringTerminates(state.delim, state.triple)) {
    if (state.delim == '\'' && last_ == K::Prime && peekChar(1) == '\'') {
      readChar();  // the literal ''' holds the character '
      return emit(K::Char);
    }
    char32_t delim = state.delim;
    bool triple = state.triple;
    strings_.pop_back();
    readChar();
    if (triple) {
      readChar();
      readChar();
      return emit(delim == '"' ? K::TripleDoubleQuote : K::TripleBacktick);
    }
    return emit(delim == '"' ? K::DoubleQuote : delim == '`' ? K::Backtick : K::Prime, false);
  }
  BidiState bidi;
  bool valid = true;
  while (true) {
    pc = peekChar();
    if (pc == kEndOfInput) break;
    if (state.raw) {
      if (stringTerminates(state.delim, state.triple)) break;
    } else if (pc == '$' || (pc == state.delim && stringTerminates(state.delim, state.triple))) {
      break;
    }
    if (state.delim == '\'' && endsCharLiteral(pc)) break;
    if (state.triple && (pc == '\n' || pc == '\r')) {
      // Triple-quoted strings split after each newline, for indentation stripping.
      readChar();
      if (pc == '\r' && peekChar() == '\n') readChar();
      bidi = BidiState();
      break;
    }
    if (!state.raw && pc == '\\' && (peekChar(1) == '\r' || peekChar(1) == '\n')) break;
    char32_t c = readChar();
    if (c == '\\') {
      if (state.raw) {
        int n = 1;
        while (peekChar() == '\\') {
          readChar();
          ++n;
        }
        if (peekChar() == state.delim && n % 2 == 1) readChar();
      } else {
        c = readChar();
        if (c == kEndOfInput) break;
      }
    }
    bidi.update(c);
    valid = valid && c < 0x110000;
  }
  K kind = !valid                    ? K::ErrorInvalidUTF8
           : state.delim == '\''     ? K::Char
           : !bidi.balanced()        ? K::ErrorBidiFormatting
           : state.delim == '"'      ? K::String
                                     : K::CmdString;
  return emit(kind);
}

Token Lexer::lexIdentifier(char32_t c) {
  bool ascii = c < 0x80;
  int32_t grapheme = ascii ? 1 : 0;  // ASCII identifier characters are all of boundclass OTHER
  while (true) {
    char32_t pc = peekChar(), ppc = peekChar(1);
    ascii = ascii && pc < 0x80;
    if (ascii) {
      if ((pc == '!' && ppc == '=') || !isIdentifierChar(pc)) break;
    } else if (pc >= 0x110000) {
      break;
    } else if (!continuesGrapheme(c, pc, grapheme)) {
      if ((pc == '!' && ppc == '=') || !isIdentifierChar(pc)) break;
    } else if (pc == 0x200C || pc == 0x200D) {
      // Zero-width joiners only inside a grapheme sequence, never at its end.
      int32_t peekState = grapheme;
      if (ppc >= 0x110000 || !continuesGrapheme(pc, ppc, peekState)) break;
    }
    c = readChar();
  }
  std::string_view text = text_.substr(start_, pos_ - start_);
  auto it = keywords().find(text);
  return emit(it == keywords().end() ? K::Identifier : it->second);
}

Token Lexer::lexDot() {
  if (accept('.')) {
    if (accept('.')) return emit(last_ == K::At ? K::Identifier : K::Ellipsis);
    if (isDottableOperatorStartChar(peekChar())) {
      readChar();
      return emit(K::ErrorInvalidOperator);
    }
    return emit(last_ == K::At ? K::Identifier : K::DotDot);
  }
  if (isAsciiDigit(peekChar())) return lexNumber(K::Float);
  return emit(last_ == K::At ? K::Identifier : K::Dot);
}

bool Lexer::acceptNumberDigits(bool (*isDigit)(char32_t)) {
  bool lexed = false;
  while (true) {
    char32_t pc = peekChar(), ppc = peekChar(1);
    if (pc == '_' && !isDigit(ppc)) return lexed;
    if (!isDigit(pc) && pc != '_') return lexed;
    readChar();
    lexed = true;
  }
}

// A digit (or a '.' then a digit, with kind Float) has been read.
Token Lexer::lexNumber(K kind) {
  auto isExponentStart = [&](char32_t pc, char32_t ppc) {
    return (pc == 'e' || pc == 'E' || pc == 'f') &&
           (isAsciiDigit(ppc) || ppc == '+' || ppc == '-' || ppc == 0x2212);
  };
  // Reads the exponent after its letter; false when no digits follow.
  auto lexExponent = [&]() {
    if (!accept('+') && !accept('-')) accept(0x2212);
    bool digits = false;
    while (isAsciiDigit(peekChar())) {
      readChar();
      digits = true;
    }
    return digits;
  };
  acceptNumberDigits(isAsciiDigit);
  bool loneZero = pos_ - start_ == 1 && text_[start_] == '0';  // only `0` can start 0x, 0b, 0o
  char32_t pc = peekChar(), ppc = peekChar(1);
  if (pc == '.') {
    if (ppc == '.') return emit(kind);  // `1..2`, `1...`
    if (kind == K::Float) {
      readChar();
      return emit(K::ErrorInvalidNumericConstant);  // `.1.`
    }
    if (isDottableOperatorStartChar(ppc)) {
      readChar();
      return emit(K::ErrorAmbiguousNumericConstant);  // `1.+2`
    }
    readChar();
    kind = K::Float;
    if (accept('_')) return emit(K::ErrorInvalidNumericConstant);
    bool fraction = acceptNumberDigits(isAsciiDigit);
    pc = peekChar(), ppc = peekChar(1);
    if (isExponentStart(pc, ppc)) {
      kind = pc == 'f' ? K::Float32 : K::Float;
      readChar();
      if (!lexExponent()) return emit(K::ErrorInvalidNumericConstant);  // `1.e`
      if (peekChar() == '.' && !isDottableOperatorStartChar(peekChar(1))) {
        readChar();
        return emit(K::ErrorInvalidNumericConstant);  // `1.e1.`
      }
    } else if (pc == '.' && ppc != '.' && !isDottableOperatorStartChar(ppc)) {
      readChar();
      return emit(K::ErrorInvalidNumericConstant);  // `1.1.`
    } else if (!fraction && (isIdentifierStartChar(pc) || pc == '(' || pc == '[' || pc == '{' ||
                             pc == '@' || pc == '`' || pc == '"')) {
      return emit(K::ErrorAmbiguousNumericDotMultiply);  // `1.x`, `1.(`
    }
  } else if (isExponentStart(pc, ppc)) {
    kind = pc == 'f' ? K::Float32 : K::Float;
    readChar();
    if (!lexExponent()) return emit(K::ErrorInvalidNumericConstant);  // `1e+`
    if (peekChar() == '.' && !isDottableOperatorStartChar(peekChar(1))) {
      readChar();
      return emit(K::ErrorInvalidNumericConstant);  // `1e1.`
    }
  } else if (loneZero && (pc == 'x' || pc == 'b' || pc == 'o')) {
    readChar();
    bool digits = false;
    bool isFloat = false;
    if (pc == 'x') {
      kind = K::HexInt;
      digits = acceptNumberDigits(isHexDigit);
      if (peekChar() == '.' && peekChar(1) != '.') {
        readChar();
        digits = acceptNumberDigits(isHexDigit) || digits;
        isFloat = true;
      }
      if (accept('p') || accept('P')) {
        kind = K::Float;
        if (!accept('+') && !accept('-')) accept(0x2212);
        if (!acceptNumberDigits(isAsciiDigit) || !digits) return emit(K::ErrorInvalidNumericConstant);
        return emit(kind);
      }
      if (isFloat) return emit(K::ErrorHexFloatMustContainP);  // `0x1.0`
    } else if (pc == 'b') {
      kind = K::BinInt;
      digits = acceptNumberDigits(isBinaryDigit);
    } else {
      kind = K::OctInt;
      digits = acceptNumberDigits(isOctalDigit);
    }
    char32_t next = peekChar();
    if (!digits || isAsciiDigit(next) || isIdentifierStartChar(next)) {
      while (isAsciiDigit(peekChar()) || isIdentifierStartChar(peekChar())) readChar();
      return emit(K::ErrorInvalidNumericConstant);  // `0x`, `0b123`, `0xenomorph`
    }
  }
  return emit(kind);
}

std::vector<Token> tokenize(std::string_view text, std::vector<Token>* badComments) {
  std::vector<Token> tokens;
  Lexer lexer(text);
  bool whitespace = false;
  while (true) {
    Token t = lexer.next();
    if (t.kind == K::ErrorEofMultiComment && badComments) badComments->push_back(t);
    if (t.kind == K::Whitespace || t.kind == K::Comment || (t.kind == K::ErrorEofMultiComment && badComments)) {
      whitespace = true;
      continue;
    }
    // Newline tokens count as preceded by whitespace, as in JuliaSyntax's stream.
    t.precededByWhitespace = whitespace || t.kind == K::NewlineWs;
    whitespace = t.kind == K::NewlineWs;
    tokens.push_back(t);
    if (t.kind == K::EndMarker) break;
  }
  return tokens;
}

}  // namespace juxla::frontend
