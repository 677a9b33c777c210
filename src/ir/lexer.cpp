#include "ir/lexer.h"

#include <limits>

namespace juxla::ir {

namespace {
bool isAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isHex(char c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool isBareChar(char c) { return isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.'; }
bool isSuffixChar(char c) { return isBareChar(c) || c == '-'; }
int hexValue(char c) { return isDigit(c) ? c - '0' : (c | 0x20) - 'a' + 10; }
}  // namespace

std::string_view tokName(Tok t) {
  switch (t) {
    case Tok::Eof: return "end of file";
    case Tok::Error: return "error";
    case Tok::BareIdent: return "identifier";
    case Tok::PercentIdent: return "SSA value";
    case Tok::CaretIdent: return "block label";
    case Tok::AtIdent: return "symbol";
    case Tok::HashIdent: return "attribute alias";
    case Tok::BangIdent: return "dialect type";
    case Tok::Integer: return "integer";
    case Tok::Float: return "float";
    case Tok::String: return "string";
    case Tok::LParen: return "'('";
    case Tok::RParen: return "')'";
    case Tok::LSquare: return "'['";
    case Tok::RSquare: return "']'";
    case Tok::LBrace: return "'{'";
    case Tok::RBrace: return "'}'";
    case Tok::Less: return "'<'";
    case Tok::Greater: return "'>'";
    case Tok::Comma: return "','";
    case Tok::Colon: return "':'";
    case Tok::Equal: return "'='";
    case Tok::Arrow: return "'->'";
    case Tok::Minus: return "'-'";
    case Tok::Plus: return "'+'";
    case Tok::Star: return "'*'";
    case Tok::Question: return "'?'";
    case Tok::Pipe: return "'|'";
    case Tok::Ellipsis: return "'...'";
    case Tok::MetadataBegin: return "'{-#'";
    case Tok::MetadataEnd: return "'#-}'";
  }
  return "token";
}

Token Lexer::make(Tok kind, uint32_t start) {
  Token t;
  t.kind = kind;
  t.offset = start;
  t.spelling = text_.substr(start, pos_ - start);
  return t;
}

Token Lexer::error(uint32_t start, std::string message) {
  Token t = make(Tok::Error, start);
  t.value = std::move(message);
  return t;
}

Token Lexer::next() {
  const uint32_t n = uint32_t(text_.size());
  // Skip whitespace and // comments.
  while (pos_ < n) {
    char c = text_[pos_];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      ++pos_;
    } else if (c == '/' && pos_ + 1 < n && text_[pos_ + 1] == '/') {
      while (pos_ < n && text_[pos_] != '\n') ++pos_;
    } else {
      break;
    }
  }
  uint32_t start = pos_;
  if (pos_ >= n) return make(Tok::Eof, start);
  char c = text_[pos_++];
  auto peek = [&](uint32_t ahead = 0) { return pos_ + ahead < n ? text_[pos_ + ahead] : '\0'; };
  switch (c) {
    case '(': return make(Tok::LParen, start);
    case ')': return make(Tok::RParen, start);
    case '[': return make(Tok::LSquare, start);
    case ']': return make(Tok::RSquare, start);
    case '{':
      if (peek() == '-' && peek(1) == '#') {
        pos_ += 2;
        return make(Tok::MetadataBegin, start);
      }
      return make(Tok::LBrace, start);
    case '}': return make(Tok::RBrace, start);
    case '<': return make(Tok::Less, start);
    case '>': return make(Tok::Greater, start);
    case ',': return make(Tok::Comma, start);
    case ':': return make(Tok::Colon, start);
    case '=': return make(Tok::Equal, start);
    case '+': return make(Tok::Plus, start);
    case '*': return make(Tok::Star, start);
    case '?': return make(Tok::Question, start);
    case '|': return make(Tok::Pipe, start);
    case '-':
      if (peek() == '>') {
        ++pos_;
        return make(Tok::Arrow, start);
      }
      return make(Tok::Minus, start);
    case '.':
      if (peek() == '.' && peek(1) == '.') {
        pos_ += 2;
        return make(Tok::Ellipsis, start);
      }
      return error(start, "unexpected character '.'");
    case '"': return lexString(start);
    case '%': return lexPrefixed(start, Tok::PercentIdent);
    case '^': return lexPrefixed(start, Tok::CaretIdent);
    case '!': return lexPrefixed(start, Tok::BangIdent);
    case '#':
      if (peek() == '-' && peek(1) == '}') {
        pos_ += 2;
        return make(Tok::MetadataEnd, start);
      }
      return lexPrefixed(start, Tok::HashIdent);
    case '@': {
      if (peek() == '"') {
        ++pos_;
        Token s = lexString(pos_ - 1);
        if (s.is(Tok::Error)) return s;
        Token t = make(Tok::AtIdent, start);
        t.value = std::move(s.value);
        return t;
      }
      if (!(isAlpha(peek()) || peek() == '_')) return error(start, "expected a symbol name after '@'");
      while (pos_ < n && isBareChar(text_[pos_])) ++pos_;
      Token t = make(Tok::AtIdent, start);
      t.value = std::string(t.spelling.substr(1));
      return t;
    }
    default: break;
  }
  if (isDigit(c)) return lexNumber(start);
  if (isAlpha(c) || c == '_') {
    while (pos_ < n && isBareChar(text_[pos_])) ++pos_;
    return make(Tok::BareIdent, start);
  }
  if (uint8_t(c) >= 0x80) return error(start, "unexpected non-ASCII character");
  return error(start, std::string("unexpected character '") + c + "'");
}

Token Lexer::lexPrefixed(uint32_t start, Tok kind) {
  const uint32_t n = uint32_t(text_.size());
  if (pos_ >= n) return error(start, "expected an identifier after '" + std::string(1, text_[start]) + "'");
  if (isDigit(text_[pos_])) {
    while (pos_ < n && isDigit(text_[pos_])) ++pos_;
  } else if (isAlpha(text_[pos_]) || text_[pos_] == '_' || text_[pos_] == '$' || text_[pos_] == '.' ||
             text_[pos_] == '-') {
    while (pos_ < n && isSuffixChar(text_[pos_])) ++pos_;
  } else {
    return error(start, "expected an identifier after '" + std::string(1, text_[start]) + "'");
  }
  // A result number, `%0#1`, belongs to the value reference.
  if (kind == Tok::PercentIdent && pos_ + 1 < n && text_[pos_] == '#' && isDigit(text_[pos_ + 1])) {
    ++pos_;
    while (pos_ < n && isDigit(text_[pos_])) ++pos_;
  }
  return make(kind, start);
}

Token Lexer::lexNumber(uint32_t start) {
  const uint32_t n = uint32_t(text_.size());
  if (text_[start] == '0' && pos_ + 1 <= n && pos_ < n && text_[pos_] == 'x' && pos_ + 1 < n && isHex(text_[pos_ + 1])) {
    ++pos_;
    while (pos_ < n && isHex(text_[pos_])) ++pos_;
    return make(Tok::Integer, start);
  }
  while (pos_ < n && isDigit(text_[pos_])) ++pos_;
  if (pos_ >= n || text_[pos_] != '.') return make(Tok::Integer, start);
  ++pos_;
  while (pos_ < n && isDigit(text_[pos_])) ++pos_;
  if (pos_ < n && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
    uint32_t save = pos_;
    ++pos_;
    if (pos_ < n && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
    if (pos_ < n && isDigit(text_[pos_])) {
      while (pos_ < n && isDigit(text_[pos_])) ++pos_;
    } else {
      pos_ = save;
    }
  }
  return make(Tok::Float, start);
}

Token Lexer::lexString(uint32_t start) {
  const uint32_t n = uint32_t(text_.size());
  std::string value;
  while (true) {
    if (pos_ >= n) return error(start, "unterminated string literal");
    char c = text_[pos_++];
    if (c == '"') break;
    if (c == '\n' || c == '\v' || c == '\f') return error(start, "unterminated string literal");
    if (c != '\\') {
      value += c;
      continue;
    }
    if (pos_ >= n) return error(start, "unterminated string literal");
    char e = text_[pos_++];
    if (e == '"' || e == '\\') {
      value += e;
    } else if (e == 'n') {
      value += '\n';
    } else if (e == 't') {
      value += '\t';
    } else if (isHex(e) && pos_ < n && isHex(text_[pos_])) {
      value += char(hexValue(e) * 16 + hexValue(text_[pos_++]));
    } else {
      return error(pos_ - 2, "unknown escape in string literal");
    }
  }
  Token t = make(Tok::String, start);
  t.value = std::move(value);
  return t;
}

uint32_t Lexer::scanDimensions(uint32_t offset, std::vector<int64_t>& dims, std::string& error) const {
  const uint32_t n = uint32_t(text_.size());
  uint32_t p = offset;
  while (p < n && (text_[p] == ' ' || text_[p] == '\t' || text_[p] == '\n' || text_[p] == '\r')) ++p;
  while (p < n) {
    char c = text_[p];
    if (c == '?') {
      error = "dynamic dimensions are not supported: juxla needs static shapes";
      return p;
    }
    if (c == '*') {
      error = "unranked tensors are not supported: juxla needs static shapes";
      return p;
    }
    if (!isDigit(c)) return p;
    uint32_t q = p;
    int64_t value = 0;
    while (q < n && isDigit(text_[q])) {
      if (value > (std::numeric_limits<int64_t>::max() - 9) / 10) {
        error = "dimension size is too large";
        return p;
      }
      value = value * 10 + (text_[q] - '0');
      ++q;
    }
    if (q >= n || text_[q] != 'x') {
      error = "expected 'x' after a dimension size";
      return q;
    }
    dims.push_back(value);
    p = q + 1;
  }
  return p;
}

}  // namespace juxla::ir
