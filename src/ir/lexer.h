// Tokens of MLIR's textual format, as far as StableHLO modules use it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace juxla::ir {

enum class Tok : uint8_t {
  Eof, Error,
  BareIdent,     // stablehlo.add, tensor, f32, true
  PercentIdent,  // %name or %name#3 (spelling includes the '%')
  CaretIdent,    // ^bb0
  AtIdent,       // @name or @"quoted name" (value holds the name)
  HashIdent,     // #stablehlo.gather, #stablehlo, #loc3
  BangIdent,     // !stablehlo.token
  Integer,       // 12, 0x7FC00000
  Float,         // 1.5, 2.0e-3
  String,        // "..." (value holds the decoded bytes)
  LParen, RParen, LSquare, RSquare, LBrace, RBrace, Less, Greater,
  Comma, Colon, Equal, Arrow, Minus, Plus, Star, Question, Pipe, Ellipsis,
  MetadataBegin,  // {-#
  MetadataEnd,    // #-}
};

std::string_view tokName(Tok t);

struct Token {
  Tok kind = Tok::Eof;
  std::string_view spelling;
  uint32_t offset = 0;
  std::string value;  // decoded string / symbol name; error message for Tok::Error
  bool is(Tok k) const { return kind == k; }
  bool isKeyword(std::string_view k) const { return kind == Tok::BareIdent && spelling == k; }
};

class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {}
  Token next();
  void resetTo(uint32_t offset) { pos_ = offset; }
  uint32_t position() const { return pos_; }
  std::string_view text() const { return text_; }

  // Reads the `2x3x` prefix of a tensor type body starting at `offset`, character by character
  // (the token rules would read `0x1` as hex). Returns the offset after the last 'x'; on error
  // returns the offset of the bad character and sets `error`.
  uint32_t scanDimensions(uint32_t offset, std::vector<int64_t>& dims, std::string& error) const;

 private:
  Token make(Tok kind, uint32_t start);
  Token error(uint32_t start, std::string message);
  Token lexNumber(uint32_t start);
  Token lexString(uint32_t start);
  Token lexPrefixed(uint32_t start, Tok kind);
  std::string_view text_;
  uint32_t pos_ = 0;
};

}  // namespace juxla::ir
