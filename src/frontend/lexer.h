// The Julia lexer: JuliaSyntax's tokenizer rules (operators with suffixes, numbers, strings with
// interpolation, char literals versus adjoint, nested comments), producing byte ranges and kinds.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "frontend/kinds.h"

namespace juxla::frontend {

struct Token {
  K kind = K::EndMarker;
  uint32_t begin = 0;  // byte range [begin, end) in the source
  uint32_t end = 0;
  bool suffixed = false;              // operator followed by suffix characters, as in `+₁`
  bool precededByWhitespace = false;  // whitespace, a comment or a newline comes right before
  uint32_t size() const { return end - begin; }
};

class Lexer {
 public:
  explicit Lexer(std::string_view text);
  // The next token, trivia included; EndMarker (empty) at the end, forever after.
  Token next();

 private:
  struct StringState {
    bool triple;
    bool raw;
    char32_t delim;
    int parenDepth;
  };

  // Source is mostly ASCII: its bytes are peeked and read inline, the rest decoded out of line.
  char32_t peekChar(int ahead = 0) const {
    uint32_t p = pos_ + uint32_t(ahead);
    if (p < text_.size()) {
      bool ascii = true;
      for (uint32_t i = pos_; i <= p; ++i) ascii = ascii && uint8_t(text_[i]) < 0x80;
      if (ascii) return uint8_t(text_[p]);
    }
    return peekCharSlow(ahead);
  }
  char32_t readChar() {
    if (pos_ < text_.size() && uint8_t(text_[pos_]) < 0x80) return uint8_t(text_[pos_++]);
    return readCharSlow();
  }
  char32_t peekCharSlow(int ahead) const;
  char32_t readCharSlow();
  char32_t decodeAt(uint32_t offset, uint32_t& length) const;
  bool accept(char32_t c);
  Token emit(K kind, bool maybeOperator = true);
  Token lexToken(char32_t c);
  Token lexStringChunk();
  Token lexWhitespace(char32_t c);
  Token lexComment();
  Token lexNumber(K kind);
  Token lexIdentifier(char32_t first);
  Token lexDot();
  Token lexPrime();
  Token lexQuote(char32_t delim);
  Token lexAsciiOperator(char32_t c);
  bool stringTerminates(char32_t delim, bool triple) const;
  bool endsCharLiteral(char32_t pc) const;
  bool acceptNumberDigits(bool (*isDigit)(char32_t));

  std::string_view text_;
  uint32_t pos_ = 0;
  uint32_t start_ = 0;
  K last_ = K::Error;
  std::vector<StringState> strings_;
  // The last character decoded out of line: a peek and then a read of it decode it once.
  mutable uint32_t decodedOffset_ = UINT32_MAX;
  mutable uint32_t decodedLength_ = 0;
  mutable char32_t decodedChar_ = 0;
};

// Lexes a whole buffer into the tokens the parser sees: whitespace and comments are dropped (they
// set `precededByWhitespace` on the next token); newlines stay. The last token is EndMarker.
// An unterminated `#=` comment is dropped too, and appended to `badComments` when given.
std::vector<Token> tokenize(std::string_view text, std::vector<Token>* badComments = nullptr);

// Whether `c` starts an operator that may follow a dot (`.+`, `.=`), for `1.+2` and friends.
bool isDottableOperatorStartChar(char32_t c);

}  // namespace juxla::frontend
