// Module, function, region and op structure; generic op form; SSA name scopes.
#include "ir/parser.h"

#include "ir/asm_parser.h"

namespace juxla::ir {

namespace {
constexpr int kMaxNesting = 256;
}

DepthGuard::DepthGuard(AsmParser& p) : p_(p) {
  if (++p_.depth_ > kMaxNesting) p_.error("nesting is too deep (more than " + std::to_string(kMaxNesting) + " levels)");
}

AsmParser::AsmParser(const SourceManager& sources, uint32_t fileId, DiagnosticEngine& diag)
    : sources_(sources), fileId_(fileId), diag_(diag), lexer_(sources.file(fileId).text()) {
  consume();
}

// ---- Tokens ----

void AsmParser::consume() {
  tok_ = lexer_.next();
  if (tok_.is(Tok::Error)) error(tok_.value);
}

bool AsmParser::consumeIf(Tok kind) {
  if (!tok_.is(kind)) return false;
  consume();
  return true;
}

bool AsmParser::consumeKeywordIf(std::string_view keyword) {
  if (!tok_.isKeyword(keyword)) return false;
  consume();
  return true;
}

static std::string describe(const Token& t) {
  if (t.is(Tok::Eof)) return "end of file";
  return "'" + std::string(t.spelling.substr(0, 40)) + "'";
}

void AsmParser::expect(Tok kind, std::string_view context) {
  if (tok_.is(kind)) {
    consume();
    return;
  }
  error("expected " + std::string(tokName(kind)) + " " + std::string(context) + ", found " + describe(tok_));
}

void AsmParser::expectKeyword(std::string_view keyword, std::string_view context) {
  if (consumeKeywordIf(keyword)) return;
  error("expected '" + std::string(keyword) + "' " + std::string(context) + ", found " + describe(tok_));
}

void AsmParser::error(SourceLoc at, const std::string& message) {
  diag_.error(at, message);
  throw DiagnosticAbort();
}

void AsmParser::errorExpected(std::string_view what) {
  error("expected " + std::string(what) + ", found " + describe(tok_));
}

// ---- Values ----

ParsedOperand AsmParser::parseOperand() {
  if (!tok_.is(Tok::PercentIdent)) errorExpected("an SSA value like %0");
  std::string spelling(tok_.spelling);
  SourceLoc at = loc();
  std::string name = spelling;
  size_t index = 0;
  if (size_t hash = spelling.find('#'); hash != std::string::npos) {
    name = spelling.substr(0, hash);
    std::string digits = spelling.substr(hash + 1);
    if (digits.size() > 9) error(at, "result number is too large in '" + spelling + "'");
    index = size_t(std::stoul(digits));
  }
  for (Scope* s = scope_; s; s = s->parent) {
    auto it = s->values.find(name);
    if (it == s->values.end()) continue;
    if (index >= it->second.size())
      error(at, "'" + name + "' has " + std::to_string(it->second.size()) + " result(s); '" + spelling +
                    "' does not exist");
    consume();
    return {it->second[index], at, spelling};
  }
  // A definition further down gets a message that says so (StableHLO regions are straight-line).
  std::string_view rest = lexer_.text().substr(at.offset + spelling.size());
  for (size_t pos = rest.find(name); pos != std::string_view::npos; pos = rest.find(name, pos + 1)) {
    size_t end = pos + name.size();
    if (end < rest.size() && (isalnum(static_cast<unsigned char>(rest[end])) || rest[end] == '_')) continue;
    while (end < rest.size() && (rest[end] == ' ' || rest[end] == ':' || isdigit(static_cast<unsigned char>(rest[end])))) ++end;
    if (end < rest.size() && rest[end] == '=' && (end + 1 >= rest.size() || rest[end + 1] != '=')) {
      uint32_t defOffset = uint32_t(at.offset + spelling.size() + pos);
      LineCol lc = sources_.file(fileId_).lineCol(defOffset);
      error(at, "'" + name + "' is used before it is defined (on line " + std::to_string(lc.line) +
                    "); a value must be defined before its uses");
    }
  }
  error(at, "use of undefined value '" + name + "'");
}

std::vector<ParsedOperand> AsmParser::parseOperandList() {
  std::vector<ParsedOperand> out;
  if (!tok_.is(Tok::PercentIdent)) return out;
  out.push_back(parseOperand());
  while (consumeIf(Tok::Comma)) out.push_back(parseOperand());
  return out;
}

void AsmParser::checkOperandTypes(const std::vector<ParsedOperand>& operands, std::span<const Type> types) {
  if (operands.size() != types.size())
    error("expected " + std::to_string(operands.size()) + " operand type(s) but " + std::to_string(types.size()) +
          " were written");
  for (size_t i = 0; i < operands.size(); ++i)
    if (operands[i].value->type() != types[i])
      error(operands[i].loc, "'" + operands[i].spelling + "' has type " + operands[i].value->type().str() +
                                 " but is used here as " + types[i].str());
}

void AsmParser::bindValue(const std::string& name, Value* v, SourceLoc at) {
  auto& slot = scope_->values[name];
  if (!slot.empty()) error(at, "redefinition of SSA value '" + name + "'");
  slot.push_back(v);
}

// ---- Structure ----

void AsmParser::skipBalanced() {
  // Skips a parenthesized group such as loc(...) with everything nested in it.
  expect(Tok::LParen, "to open the group");
  int level = 1;
  while (level > 0) {
    if (tok_.is(Tok::Eof)) error("unterminated parenthesized group");
    if (tok_.is(Tok::LParen)) ++level;
    if (tok_.is(Tok::RParen)) --level;
    consume();
  }
}

void AsmParser::skipTrailingLocation() {
  if (tok_.isKeyword("loc")) {
    consume();
    skipBalanced();
  }
}

Operation* AsmParser::insert(Operation* op) {
  block_->push_back(op);
  return op;
}

void AsmParser::parseBlockBody(Block& block) {
  Block* saved = block_;
  block_ = &block;
  while (!tok_.is(Tok::RBrace)) {
    if (tok_.is(Tok::Eof)) error("unexpected end of file: missing '}' to close the region");
    if (tok_.is(Tok::CaretIdent)) error("a second block in a region: StableHLO regions have exactly one block");
    parseOperation();
  }
  block_ = saved;
}

void AsmParser::parseRegion(Region& region, const std::vector<ParsedArgument>& args) {
  DepthGuard guard(*this);
  expect(Tok::LBrace, "to open the region");
  Scope scope;
  scope.parent = scope_;
  scope_ = &scope;
  defaultDialect_.push_back("");
  Block& block = region.emplaceBlock();
  for (const ParsedArgument& a : args) bindValue(a.name, block.addArg(a.type), a.loc);
  if (tok_.is(Tok::CaretIdent)) error("this region's arguments are written before it; remove the block label");
  parseBlockBody(block);
  expect(Tok::RBrace, "to close the region");
  defaultDialect_.pop_back();
  scope_ = scope.parent;
}

void AsmParser::parseRegionWithHeader(Region& region) {
  DepthGuard guard(*this);
  expect(Tok::LBrace, "to open the region");
  Scope scope;
  scope.parent = scope_;
  scope_ = &scope;
  defaultDialect_.push_back("");
  if (tok_.is(Tok::RBrace)) {  // `{}`: a region without blocks
    consume();
    defaultDialect_.pop_back();
    scope_ = scope.parent;
    return;
  }
  Block& block = region.emplaceBlock();
  if (tok_.is(Tok::CaretIdent)) {
    consume();
    if (consumeIf(Tok::LParen)) {
      do {
        if (!tok_.is(Tok::PercentIdent)) errorExpected("a block argument like %arg0");
        std::string name(tok_.spelling);
        SourceLoc at = loc();
        if (name.find('#') != std::string::npos) error(at, "a block argument cannot have a result number");
        consume();
        expect(Tok::Colon, "after the block argument name");
        Type t = parseType();
        skipTrailingLocation();
        bindValue(name, block.addArg(t), at);
      } while (consumeIf(Tok::Comma));
      expect(Tok::RParen, "to close the block argument list");
    }
    expect(Tok::Colon, "after the block label");
  }
  parseBlockBody(block);
  expect(Tok::RBrace, "to close the region");
  defaultDialect_.pop_back();
  scope_ = scope.parent;
}

Operation* AsmParser::parseGenericOp(OpCode code, SourceLoc at) {
  expect(Tok::LParen, "to open the operand list");
  std::vector<ParsedOperand> operands = parseOperandList();
  expect(Tok::RParen, "to close the operand list");
  if (tok_.is(Tok::LSquare)) error("successor blocks are not supported: StableHLO regions have one block");
  NamedAttrList attrs;
  if (consumeIf(Tok::Less)) {
    if (!tok_.is(Tok::LBrace)) errorExpected("'{' to open the properties");
    attrs = parseAttrDict();
    expect(Tok::Greater, "to close the properties");
  }
  std::vector<std::unique_ptr<Region>> regions;
  if (consumeIf(Tok::LParen)) {
    do {
      regions.push_back(std::make_unique<Region>());
      parseRegionWithHeader(*regions.back());
    } while (consumeIf(Tok::Comma));
    expect(Tok::RParen, "to close the region list");
  }
  if (tok_.is(Tok::LBrace)) {
    NamedAttrList dict = parseAttrDict();
    for (const NamedAttr& a : dict.entries()) {
      if (attrs.has(a.name)) error("attribute '" + a.name + "' is given twice");
      attrs.set(a.name, a.value);
    }
  }
  expect(Tok::Colon, "before the op's type");
  std::vector<Type> inputs, results;
  if (!tok_.is(Tok::LParen)) errorExpected("a function type like (tensor<f32>) -> tensor<f32>");
  parseFunctionType(inputs, results);
  checkOperandTypes(operands, inputs);
  std::vector<Value*> values;
  for (auto& o : operands) values.push_back(o.value);
  Operation* op = Operation::create(code, values, results, std::move(attrs), unsigned(regions.size()), at);
  for (size_t i = 0; i < regions.size(); ++i) op->region(i).setBlock(regions[i]->takeBlock());
  return op;
}

void AsmParser::parseOperation() {
  DepthGuard guard(*this);
  struct ResultName {
    std::string name;
    size_t count;
    SourceLoc loc;
  };
  std::vector<ResultName> resultNames;
  SourceLoc resultsLoc = loc();
  if (tok_.is(Tok::PercentIdent)) {
    do {
      if (!tok_.is(Tok::PercentIdent)) errorExpected("a result name like %0");
      std::string name(tok_.spelling);
      SourceLoc at = loc();
      if (name.find('#') != std::string::npos) error(at, "a result name cannot have a result number");
      consume();
      size_t count = 1;
      if (consumeIf(Tok::Colon)) {
        if (!tok_.is(Tok::Integer)) errorExpected("the number of results after ':'");
        int64_t n = parseInteger("result count");
        if (n < 1 || n > 100000) error(at, "bad result count");
        count = size_t(n);
      }
      resultNames.push_back({name, count, at});
    } while (consumeIf(Tok::Comma));
    expect(Tok::Equal, "after the result names");
  }
  SourceLoc at = loc();
  Operation* op = nullptr;
  if (tok_.is(Tok::String)) {
    std::string name = tok_.value;
    auto code = opCodeByName(name);
    if (!code) error(at, "unknown operation '" + name + "'");
    consume();
    op = parseGenericOp(*code, at);
  } else if (tok_.is(Tok::BareIdent)) {
    std::string name(tok_.spelling);
    if (name.find('.') == std::string::npos && !defaultDialect_.empty() && !defaultDialect_.back().empty())
      name = std::string(defaultDialect_.back()) + "." + name;
    if (name == "func.func") error(at, "functions cannot be nested in a function body");
    auto code = opCodeByName(name);
    if (!code) error(at, "unknown operation '" + std::string(tok_.spelling) + "'");
    consume();
    op = opInfo(*code).format == TextFormat::Generic ? nullptr : parseCustomForm(*this, *code, at);
    if (!op) error(at, "'" + name + "' has no pretty form; write it in generic form as \"" + name + "\"(...)");
  } else {
    errorExpected("an operation");
  }
  std::unique_ptr<Operation> owned(op);
  size_t named = 0;
  for (auto& r : resultNames) named += r.count;
  if (!resultNames.empty() && named != op->numResults())
    error(resultsLoc, "'" + std::string(op->name()) + "' produces " + std::to_string(op->numResults()) +
                          " result(s) but " + std::to_string(named) + " are named");
  size_t next = 0;
  for (auto& r : resultNames) {
    auto& slot = scope_->values[r.name];
    if (!slot.empty()) error(r.loc, "redefinition of SSA value '" + r.name + "'");
    for (size_t i = 0; i < r.count; ++i) slot.push_back(op->result(next++));
  }
  skipTrailingLocation();
  insert(owned.release());
}

void AsmParser::parseFunc(Module& m) {
  SourceLoc at = loc();
  expectKeyword("func.func", "");
  std::optional<std::string> visibility;
  if (tok_.isKeyword("public") || tok_.isKeyword("private") || tok_.isKeyword("nested")) {
    visibility = std::string(tok_.spelling);
    consume();
  }
  if (!tok_.is(Tok::AtIdent)) errorExpected("a function name like @main");
  std::string name = tok_.value;
  SourceLoc nameLoc = loc();
  consume();

  Scope scope;  // functions are isolated: nothing outside is visible
  Scope* savedScope = scope_;
  scope_ = &scope;
  struct Arg {
    std::string name;
    Type type;
    NamedAttrList attrs;
    SourceLoc loc;
  };
  std::vector<Arg> args;
  expect(Tok::LParen, "to open the argument list");
  if (!tok_.is(Tok::RParen)) {
    do {
      Arg a;
      a.loc = loc();
      if (tok_.is(Tok::PercentIdent)) {
        a.name = std::string(tok_.spelling);
        if (a.name.find('#') != std::string::npos) error(a.loc, "an argument name cannot have a result number");
        consume();
        expect(Tok::Colon, "after the argument name");
      } else if (!args.empty() && !args.front().name.empty()) {
        errorExpected("an argument name like %arg1");
      }
      if (!args.empty() && args.front().name.empty() != a.name.empty())
        error(a.loc, "either all arguments are named or none are");
      a.type = parseType();
      a.attrs = parseOptionalAttrDict();
      skipTrailingLocation();
      args.push_back(std::move(a));
    } while (consumeIf(Tok::Comma));
  }
  expect(Tok::RParen, "to close the argument list");

  std::vector<Type> resultTypes;
  std::vector<NamedAttrList> resultAttrs;
  if (consumeIf(Tok::Arrow)) {
    if (consumeIf(Tok::LParen)) {
      if (!tok_.is(Tok::RParen)) {
        do {
          resultTypes.push_back(parseType());
          resultAttrs.push_back(parseOptionalAttrDict());
        } while (consumeIf(Tok::Comma));
      }
      expect(Tok::RParen, "to close the result list");
    } else {
      resultTypes.push_back(parseType());
      resultAttrs.emplace_back();
    }
  }
  std::vector<Type> inputTypes;
  for (auto& a : args) inputTypes.push_back(a.type);
  auto func = std::make_unique<Func>(name, inputTypes, resultTypes);
  func->setVisibility(visibility);
  func->setLoc(at);
  for (size_t i = 0; i < args.size(); ++i) func->argAttrs(i) = args[i].attrs;
  for (size_t i = 0; i < resultAttrs.size(); ++i) func->resultAttrs(i) = resultAttrs[i];
  if (consumeKeywordIf("attributes")) {
    if (!tok_.is(Tok::LBrace)) errorExpected("'{' after 'attributes'");
    func->attrs() = parseAttrDict();
  }
  if (tok_.is(Tok::LBrace)) {
    if (!args.empty() && args.front().name.empty())
      error(args.front().loc, "a function with a body must name its arguments (%arg0: type)");
    consume();
    Block& entry = func->createBody();
    for (size_t i = 0; i < args.size(); ++i) bindValue(args[i].name, entry.arg(i), args[i].loc);
    if (tok_.is(Tok::CaretIdent)) error("the entry block's arguments are the function's; remove the block label");
    defaultDialect_.push_back("func");
    parseBlockBody(entry);
    defaultDialect_.pop_back();
    expect(Tok::RBrace, "to close the function body");
  } else if (!args.empty() && !args.front().name.empty()) {
    error("expected '{' to begin the body of @" + name + ", found " + describe(tok_));
  }
  skipTrailingLocation();
  scope_ = savedScope;
  if (!m.addFunc(std::move(func))) error(nameLoc, "redefinition of function @" + name);
}

void AsmParser::expectEmptyFunctionType() {
  expect(Tok::Colon, "before the type");
  expect(Tok::LParen, "in '() -> ()'");
  expect(Tok::RParen, "in '() -> ()'");
  expect(Tok::Arrow, "in '() -> ()'");
  expect(Tok::LParen, "in '() -> ()'");
  expect(Tok::RParen, "in '() -> ()'");
}

void AsmParser::parseGenericFunc(Module& m) {
  SourceLoc at = loc();
  consume();  // "func.func"
  expect(Tok::LParen, "to open the (empty) operand list");
  expect(Tok::RParen, "to close the operand list");
  expect(Tok::Less, "to open the function's properties");
  expect(Tok::LBrace, "to open the function's properties");
  std::optional<std::string> name, visibility;
  std::vector<Type> inputs, results;
  bool sawType = false;
  Attr argAttrs, resAttrs;
  SourceLoc propsLoc = loc();
  if (!tok_.is(Tok::RBrace)) {
    do {
      if (!tok_.is(Tok::BareIdent)) errorExpected("a function property");
      std::string key(tok_.spelling);
      SourceLoc keyLoc = loc();
      consume();
      expect(Tok::Equal, "after '" + key + "'");
      if (key == "function_type") {
        parseFunctionType(inputs, results);
        sawType = true;
        continue;
      }
      Attr value = parseAttr();
      if ((key == "sym_name" || key == "sym_visibility") && !value.is(Attr::Kind::String))
        error(keyLoc, key + " takes a string");
      if ((key == "arg_attrs" || key == "res_attrs") && !value.is(Attr::Kind::Array))
        error(keyLoc, key + " takes an array of dictionaries");
      if (key == "sym_name") name = value.str();
      else if (key == "sym_visibility") {
        // Only MLIR's three visibilities print back in the pretty form.
        if (value.str() != "public" && value.str() != "private" && value.str() != "nested")
          error(keyLoc, "sym_visibility must be \"public\", \"private\" or \"nested\"");
        visibility = value.str();
      }
      else if (key == "arg_attrs") argAttrs = value;
      else if (key == "res_attrs") resAttrs = value;
      else error(keyLoc, "unknown function property '" + key + "'");
    } while (consumeIf(Tok::Comma));
  }
  expect(Tok::RBrace, "to close the function's properties");
  expect(Tok::Greater, "to close the function's properties");
  if (!name || !sawType) error(propsLoc, "a generic func.func needs sym_name and function_type");
  auto func = std::make_unique<Func>(*name, inputs, results);
  func->setVisibility(visibility);
  func->setLoc(at);
  auto setAttrs = [&](const Attr& list, size_t count, bool args) {
    if (!list) return;
    if (list.elements().size() != count)
      error(propsLoc, std::string(args ? "arg_attrs" : "res_attrs") + " has " + std::to_string(list.elements().size()) +
                          " entries for " + std::to_string(count) + (args ? " arguments" : " results"));
    for (size_t i = 0; i < count; ++i) {
      const Attr& d = list.elements()[i];
      if (!d.is(Attr::Kind::Dictionary)) error(propsLoc, "arg_attrs and res_attrs hold dictionaries");
      NamedAttrList l(std::vector<NamedAttr>(d.entries().begin(), d.entries().end()));
      (args ? func->argAttrs(i) : func->resultAttrs(i)) = l;
    }
  };
  setAttrs(argAttrs, inputs.size(), true);
  setAttrs(resAttrs, results.size(), false);
  expect(Tok::LParen, "to open the function's region");
  SourceLoc regionLoc = loc();
  Region body;
  parseRegionWithHeader(body);
  expect(Tok::RParen, "to close the function's region");
  if (!body.empty()) {
    if (body.block().argTypes() != inputs)
      error(regionLoc, "the entry block's arguments do not match the function_type's inputs");
    func->body().setBlock(body.takeBlock());
  }
  if (tok_.is(Tok::LBrace)) func->attrs() = parseAttrDict();
  expectEmptyFunctionType();
  skipTrailingLocation();
  if (!m.addFunc(std::move(func))) error(at, "redefinition of function @" + *name);
}

void AsmParser::parseGenericModule(Module& m) {
  m.setLoc(loc());
  consume();  // "builtin.module"
  expect(Tok::LParen, "to open the (empty) operand list");
  expect(Tok::RParen, "to close the operand list");
  if (consumeIf(Tok::Less)) {
    NamedAttrList props = parseAttrDict();
    for (const NamedAttr& a : props.entries()) {
      if (a.name == "sym_name" && a.value.is(Attr::Kind::String)) m.setName(a.value.str());
      else if (a.name != "sym_visibility") error("unknown module property '" + a.name + "'");
    }
    expect(Tok::Greater, "to close the module's properties");
  }
  expect(Tok::LParen, "to open the module's region");
  expect(Tok::LBrace, "to open the module's region");
  if (consumeIf(Tok::CaretIdent)) expect(Tok::Colon, "after the block label");
  parseModuleBody(m);
  expect(Tok::RBrace, "to close the module's region");
  expect(Tok::RParen, "to close the module's region");
  if (tok_.is(Tok::LBrace)) m.attrs() = parseAttrDict();
  expectEmptyFunctionType();
  skipTrailingLocation();
}

void AsmParser::parseModuleBody(Module& m) {
  while (!tok_.is(Tok::RBrace)) {
    if (tok_.is(Tok::Eof)) error("unexpected end of file: missing '}' to close the module");
    if (tok_.is(Tok::String) && tok_.value == "func.func") {
      parseGenericFunc(m);
    } else if (tok_.isKeyword("func.func")) {
      parseFunc(m);
    } else if (tok_.isKeyword("module")) {
      error("nested modules are not supported");
    } else {
      errorExpected("'func.func' in the module body");
    }
  }
}

std::unique_ptr<Module> AsmParser::parseTopLevel() {
  auto module = std::make_unique<Module>();
  module->setLoc(loc());
  bool sawModule = false, sawFunc = false;
  while (!tok_.is(Tok::Eof)) {
    if (tok_.is(Tok::HashIdent) || tok_.is(Tok::BangIdent)) {
      // `#name = attribute` / `!name = type` aliases (and `#loc = loc(...)` debug info).
      bool isAttr = tok_.is(Tok::HashIdent);
      std::string name(tok_.spelling);
      SourceLoc at = loc();
      consume();
      expect(Tok::Equal, "after the alias name");
      if (isAttr && tok_.isKeyword("loc")) {
        consume();
        skipBalanced();
        continue;
      }
      if (isAttr) {
        if (attrAliases_.count(name)) error(at, "redefinition of alias " + name);
        attrAliases_[name] = parseAttr();
      } else {
        if (typeAliases_.count(name)) error(at, "redefinition of alias " + name);
        typeAliases_[name] = parseType();
      }
      continue;
    }
    if (tok_.is(Tok::MetadataBegin)) {
      while (!tok_.is(Tok::MetadataEnd)) {
        if (tok_.is(Tok::Eof)) error("unterminated '{-#' metadata block");
        consume();
      }
      consume();
      continue;
    }
    if (tok_.is(Tok::String) && tok_.value == "builtin.module") {
      if (sawModule || sawFunc) error("a file holds one module; nested or repeated modules are not supported");
      sawModule = true;
      parseGenericModule(*module);
      continue;
    }
    if (tok_.is(Tok::String) && tok_.value == "func.func") {
      if (sawModule) error("functions must be inside the module");
      sawFunc = true;
      parseGenericFunc(*module);
      continue;
    }
    if (tok_.isKeyword("module")) {
      if (sawModule || sawFunc) error("a file holds one module; nested or repeated modules are not supported");
      sawModule = true;
      module->setLoc(loc());
      consume();
      if (tok_.is(Tok::AtIdent)) {
        module->setName(tok_.value);
        consume();
      }
      if (consumeKeywordIf("attributes")) {
        if (!tok_.is(Tok::LBrace)) errorExpected("'{' after 'attributes'");
        module->attrs() = parseAttrDict();
      }
      expect(Tok::LBrace, "to open the module body");
      parseModuleBody(*module);
      expect(Tok::RBrace, "to close the module body");
      skipTrailingLocation();
      continue;
    }
    if (tok_.isKeyword("func.func")) {
      if (sawModule) error("functions must be inside the module");
      sawFunc = true;
      parseFunc(*module);
      continue;
    }
    errorExpected("'module' or 'func.func'");
  }
  return module;
}

std::unique_ptr<Module> parseModule(const SourceManager& sources, uint32_t fileId, DiagnosticEngine& diag) {
  try {
    AsmParser parser(sources, fileId, diag);
    return parser.parseTopLevel();
  } catch (const DiagnosticAbort&) {
    return nullptr;
  }
}

std::unique_ptr<Module> parseModuleText(SourceManager& sources, std::string name, std::string text,
                                        DiagnosticEngine& diag) {
  uint32_t id = sources.add(std::move(name), std::move(text));
  return parseModule(sources, id, diag);
}

}  // namespace juxla::ir
