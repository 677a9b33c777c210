// The recursive-descent parser. Its productions follow JuliaSyntax's parser.jl one for one (same
// names in camelCase) so that the two can be read side by side; the stream underneath works like
// JuliaSyntax's ParseStream: `bump` moves a token to the output, `emit(mark, kind)` wraps
// everything output since `mark` in a new node.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "frontend/ast.h"
#include "frontend/lexer.h"
#include "support/source.h"

namespace juxla::frontend::detail {

// Context flags of JuliaSyntax's ParseState, saved and restored around productions.
struct ParseContext {
  bool rangeColonEnabled = true;
  bool spaceSensitive = false;  // `[a -b]` is two elements
  bool forGenerator = false;    // `for` ends macro arguments and starts a generator
  bool endSymbol = false;       // `end` (and `begin`) are index values inside `a[...]`
  bool whitespaceNewline = false;  // newlines are whitespace (inside brackets)
  bool whereEnabled = true;
};

struct Mark {
  uint32_t output = 0;  // index into the output stack
  uint32_t token = 0;   // index of the next token when the mark was taken
};

struct ParseDiagnostic {
  uint32_t begin = 0;
  std::string message;
  bool warning = false;
  bool hasNote = false;
  uint32_t noteOffset = 0;
  std::string note;
};

// The parser gives up on the file, with a located error, past this many nested productions
// (about 400 levels of brackets, ~1.5 MB of stack in a release build) or this much stack.
constexpr int kMaxRecursionDepth = 4000;
constexpr long kMaxStackBytes = 3L << 20;
// Trees deeper than this are refused, so that later recursive walks of them are safe.
constexpr uint32_t kMaxTreeHeight = 5000;

struct ParserAbort {};

// The message for one of the lexer's error tokens (`ErrorInvalidOperator`, ...) with text `text`.
std::string lexicalErrorMessage(K k, std::string_view text);

class Parser {
 public:
  Parser(const SourceFile& source, uint32_t fileId, AstArena& arena);
  Node* parseFile();
  std::vector<ParseDiagnostic>& diagnostics() { return diagnostics_; }

 private:
  using Production = void (Parser::*)();
  using KindPredicate = bool (*)(K);

  // ---- token stream and output (parser_stream.cpp) ----
  uint32_t lookaheadIndex(int n, bool skipNewlines);
  const Token& peekToken(int n = 1) { return peekTokenNl(n, ctx_.whitespaceNewline); }
  const Token& peekTokenNl(int n, bool skipNewlines);
  K peek(int n = 1) { return peekToken(n).kind; }
  K peekNl(int n, bool skipNewlines) { return peekTokenNl(n, skipNewlines).kind; }
  Mark position() const { return {uint32_t(output_.size()), next_}; }
  Node* bump(uint16_t flags = 0, K remap = K::None) { return bumpNl(ctx_.whitespaceNewline, flags, remap); }
  Node* bumpNl(bool skipNewlines, uint16_t flags = 0, K remap = K::None, const char* error = nullptr);
  Node* bumpError(const std::string& error, uint16_t flags = 0);
  void bumpTrivia(bool skipNewlines = true, const char* error = nullptr);
  Node* bumpInvisible(K kind, uint16_t flags = 0, const std::string& error = {});
  Node* bumpGlue(K kind);
  Node* bumpSplitOpEquals(bool dotted);
  void bumpSplitDots(int count, bool lastIsDotDot);
  Node* emit(Mark mark, K kind, uint16_t flags = 0, const std::string& error = {});
  Node* makeLeaf(const Token& t, K kind, uint16_t flags);
  // The last non-trivia node output (looking through `parens` when asked), or nullptr.
  Node* peekBehind(bool skipParens = true) const;
  K peekBehindKind(bool skipParens = true) const;
  void error(uint32_t offset, std::string message);
  void warning(uint32_t offset, std::string message);
  uint32_t nextTokenOffset();
  uint32_t endOfInputOffset() const;
  // A note for an error at `offset` when a lone `\r` (not a newline to Julia) comes right before it.
  std::string loneCrNote(uint32_t offset) const;
  std::string shortText(const Token& t) const;
  uint32_t offsetOf(Mark mark) const;
  std::string lineColOf(uint32_t offset) const;
  std::string_view textOf(const Token& t) const { return text_.substr(t.begin, t.size()); }

  // ---- helpers from parser.jl's utilities (parser_stream.cpp) ----
  void bumpClosingToken(K closing, const char* hint = nullptr, uint32_t openerOffset = UINT32_MAX,
                        std::string_view opener = {});
  void recover(bool (Parser::*isCloser)(K) const, uint16_t flags, const char* error);
  bool isIterationSpecCloser(K k) const { return k == K::Comma || k == K::NewlineWs || isClosingToken(k); }
  void bumpDisallowedSpace();
  void bumpSemicolonTrivia();
  bool isClosingToken(K k) const;
  bool isCloserOrNewline(K k) const { return isClosingToken(k) || k == K::NewlineWs; }
  bool isBlockContinuationKeywordCtx(K k) const;
  bool isInitialReservedWord(K k) const;
  static bool startsDefinition(K k);
  bool peekInitialReservedWords();
  bool wasEventuallyCall() const;
  // Next operator, looking through a leading dot: `.+` is (true, +).
  std::pair<bool, Token> peekDottedOpToken();
  Node* bumpDotted(bool dotted, uint16_t flags = 0, K remap = K::None, bool emitDotNode = false);

  // RAII save and restore of the context flags.
  struct ContextScope {
    explicit ContextScope(Parser& p) : parser(p), saved(p.ctx_) {}
    ~ContextScope() { parser.ctx_ = saved; }
    Parser& parser;
    ParseContext saved;
  };
  void normalContext();
  void withSpaceSensitive() { ctx_.spaceSensitive = true, ctx_.whitespaceNewline = false; }

  // Counts nesting and gives up (ParserAbort) before the C++ stack could run out.
  struct DepthGuard {
    explicit DepthGuard(Parser& p);
    ~DepthGuard() { --parser.depth_; }
    Parser& parser;
  };

  // ---- statements and operators (parser_expr.cpp) ----
  void parseLtoR(Production down, KindPredicate isOp);
  void parseRtoL(Production down, KindPredicate isOp, Production self);
  // Block bodies (newlines and `;` separate, block keywords end) or toplevel statements (`;` only).
  bool parseNary(Production down, bool isBlock);
  void parseToplevel();
  void parseBlock(Production down = &Parser::parseEq, Mark* mark = nullptr);
  void parseBlockInner(Production down);
  void parseStmts();
  void parsePublic();
  void parseDocstring() { parseDocstringWith(&Parser::parseEq); }
  void parseDocstringWith(Production down);
  void parseEq();
  void parseEqStar();
  void parseAssignment(Production down);
  void parseAssignmentWithInitialEx(Mark mark, Production down);
  int parseComma(bool doEmit = true);
  void parseCommaEmit() { parseComma(true); }
  void parsePair();
  void parseCond();
  void parseArrow();
  void parseLazyCond(Production down, KindPredicate isOp, Production self);
  void parseOr();
  void parseAnd();
  void parseComparison() { parseComparisonWith(false); }
  void parseComparisonWith(bool subtypeComparison);
  void parsePipeLt();
  void parsePipeGt();
  void parseRange();
  void parseInvalidOps();
  void parseExpr();
  void parseTerm();
  void parseWithChains(Production down, KindPredicate isOp, K chainOp1, K chainOp2);
  void parseChain(Production down, K opKind);
  void parseRational();
  void parseShift();
  void parseUnarySubtype();
  void parseWhereChain(Mark mark);
  void parseWhere(Production down);
  void parseJuxtapose();
  void parseUnary();
  void parseUnaryParenCall(Mark mark, bool opDotted, const Token& op);
  void parseFactor();
  void parseFactorWithInitialEx(Mark mark);
  void parseFactorAfter();
  void parseDeclWithInitialEx(Mark mark);

  // ---- calls, atoms and brackets (parser_call.cpp, parser_atom.cpp) ----
  void parseCall();
  void parseUnaryPrefix() { parseUnaryPrefixWith(false); }
  void parseUnaryPrefixWith(bool hasUnaryPrefix);
  void parseCallChain(Mark mark, bool isMacrocall = false);
  void parseMacroName();
  void parseAtom(bool checkIdentifiers = true, bool hasUnaryPrefix = false);
  void parseParen(bool checkIdentifiers, bool hasUnaryPrefix);
  void parseCharLiteral(Mark mark);
  void parseQuoteColon(Mark mark);
  void parseVarIdentifier(Mark mark);

  // What parse_brackets learned, for the caller's decision (parse_brackets' `after_parse`).
  struct BracketSummary {
    bool hadCommas = false;
    bool hadSplat = false;
    int numSemis = 0;
    int numSubexprs = 0;
    bool trailingComma = false;
    std::vector<Node*> parameterGroups;  // `; ...` sections, spliced unless made `parameters`
  };
  // `item` names an entry in the message for an empty one (`f(a,,b)`: "missing argument").
  BracketSummary parseBracketsBody(K closing, bool generatorIsLast = true, const char* item = "element");
  void finishBrackets(BracketSummary& s, bool needsParameters, K closing, uint32_t openerOffset);
  BracketSummary parseCallArglist(K closing, uint32_t openerOffset);
  uint16_t delimFlags(const BracketSummary& s) const { return s.trailingComma ? kTrailingCommaFlag : 0; }

  // ---- arrays, generators, strings (parser_cat.cpp, parser_string.cpp) ----
  struct CatResult {
    K kind;
    uint16_t flags;
    int dim;
  };
  CatResult parseCat(K closer, bool endIsSymbol);
  CatResult parseVect(K closer, bool prefixTrailingComma, uint32_t openerOffset);
  void parseGenerator(Mark mark);
  CatResult parseComprehension(Mark mark, K closer, uint32_t openerOffset);
  CatResult parseArray(Mark mark, K closer, bool endIsSymbol, uint32_t openerOffset);
  void bumpCatCloser(K closer, uint32_t openerOffset);
  std::pair<int, int> parseArrayInner(int bindingPower, int& arrayOrder);
  std::pair<int, int> parseArraySeparator(int& arrayOrder);
  void emitBraces(Mark mark, const CatResult& cat);
  void parseString(bool raw);
  std::string interpolationProblem(const BracketSummary& s, Mark m, const Node* inner) const;

  // ---- reserved words (parser_resword.cpp, parser_imports.cpp) ----
  void parseResword();
  void parseIfElseif(bool isElseif, bool isElseifWhitespaceErr, uint32_t openerOffset);
  bool parseGlobalLocalConstVars();
  bool parseFunctionSignature(bool isFunction);
  void parseTry();
  void parseCatch();
  void parseDo();
  void parseSubtypeSpec() { parseComparisonWith(true); }
  void parseStructField();
  void parseStructBodyStatement();
  void parseModuleStatement() { parsePublic(); }
  void parseImportAtsym(bool allowQuotes);
  void parseImportAtsymNoQuotes() { parseImportAtsym(false); }
  void parseImports();
  bool parseImport(K word, bool hasImportPrefix);
  void parseImportPath();
  int parseCommaSeparated(Production down);
  void parseIterationSpec();
  void parseIterationSpecs();
  int parseSpaceSeparatedExprs();
  K peekSkipNewlineInGen(int n = 1);

  const SourceFile& source_;
  std::string_view text_;
  uint32_t fileId_;
  AstArena& arena_;
  std::vector<Token> tokens_;
  uint32_t next_ = 0;            // index of the next unconsumed token
  uint32_t lastEnd_ = 0;         // end of the last consumed non-newline token
  std::vector<Node*> output_;
  ParseContext ctx_;
  std::vector<ParseDiagnostic> diagnostics_;
  int depth_ = 0;
  // An unterminated string, char or comment ran to the end of the input: errors about the end
  // of the input after it are consequences, not news.
  bool inputEndedInLiteral_ = false;
  uint32_t peekCount_ = 0;       // peeks since the last bump: a stuck parser is a bug, not a hang
  const char* stackBase_ = nullptr;
};

}  // namespace juxla::frontend::detail
