// Builder methods for contractions, reductions, control flow, effects, calls and terminators.
#include <fmt/format.h>

#include "ir/builder.h"
#include "ir/infer.h"

namespace juxla::ir {

namespace {
// A dense i64 tensor<N x 2> of [low, high] pairs, the padding attribute of windows and convolutions.
Attr paddingAttr(const std::vector<std::pair<int64_t, int64_t>>& padding) {
  std::vector<uint8_t> bytes;
  for (auto [low, high] : padding)
    for (int64_t v : {low, high})
      for (int b = 0; b < 8; ++b) bytes.push_back(uint8_t(uint64_t(v) >> (8 * b)));
  std::vector<int64_t> shape = {int64_t(padding.size()), 2};
  return Attr::dense(Type::tensor(ElementType::I64, shape), std::move(bytes), false);
}

Attr precisionAttr(const std::vector<std::string>& precision) {
  std::vector<Attr> values;
  for (const std::string& p : precision) values.push_back(Attr::enumValue("precision", p));
  return Attr::array(std::move(values));
}

std::vector<Value*> concat(const std::vector<Value*>& a, const std::vector<Value*>& b) {
  std::vector<Value*> out = a;
  out.insert(out.end(), b.begin(), b.end());
  return out;
}

std::vector<Type> inferOrThrow(OpCode code, const std::vector<Value*>& operands, const NamedAttrList& attrs) {
  std::vector<Type> types;
  for (size_t i = 0; i < operands.size(); ++i) {
    if (!operands[i]) throw BuildError(fmt::format("'{}' op operand #{} is null", opName(code), i));
    types.push_back(operands[i]->type());
  }
  InferredTypes inferred = inferResultTypes(code, types, attrs);
  if (!inferred.ok()) throw BuildError(inferred.error);
  return inferred.types;
}

// Contractions infer the operands' element type; a requested wider one replaces it.
std::optional<std::vector<Type>> withResultElement(OpCode code, const std::vector<Value*>& operands,
                                                   const NamedAttrList& attrs, std::optional<ElementType> element) {
  if (!element) return std::nullopt;
  std::vector<Type> types = inferOrThrow(code, operands, attrs);
  types[0] = types[0].withElementType(*element);
  return types;
}

void addWindowAttrs(NamedAttrList& attrs, const WindowOptions& w, bool dilations) {
  attrs.set("window_dimensions", Attr::i64Array(w.dimensions));
  if (!w.strides.empty()) attrs.set("window_strides", Attr::i64Array(w.strides));
  if (dilations && !w.baseDilations.empty()) attrs.set("base_dilations", Attr::i64Array(w.baseDilations));
  if (dilations && !w.windowDilations.empty()) attrs.set("window_dilations", Attr::i64Array(w.windowDilations));
  if (!w.padding.empty()) attrs.set("padding", paddingAttr(w.padding));
}
}  // namespace

// ---- Contractions ----

Value* Builder::dotGeneral(Value* lhs, Value* rhs, DotDims dims, std::vector<std::string> precision,
                           std::optional<ElementType> resultElementType) {
  NamedAttrList attrs({{"dot_dimension_numbers", Attr::dot(std::move(dims))}});
  if (!precision.empty()) attrs.set("precision_config", precisionAttr(precision));
  auto types = withResultElement(OpCode::DotGeneral, {lhs, rhs}, attrs, resultElementType);
  return create(OpCode::DotGeneral, {lhs, rhs}, std::move(attrs), std::move(types))->result();
}

Value* Builder::convolution(Value* lhs, Value* rhs, ConvDims dims, const ConvolutionOptions& o) {
  NamedAttrList attrs({{"dimension_numbers", Attr::conv(std::move(dims))},
                       {"feature_group_count", Attr::integer(o.featureGroupCount)},
                       {"batch_group_count", Attr::integer(o.batchGroupCount)}});
  if (!o.windowStrides.empty()) attrs.set("window_strides", Attr::i64Array(o.windowStrides));
  if (!o.padding.empty()) attrs.set("padding", paddingAttr(o.padding));
  if (!o.lhsDilation.empty()) attrs.set("lhs_dilation", Attr::i64Array(o.lhsDilation));
  if (!o.rhsDilation.empty()) attrs.set("rhs_dilation", Attr::i64Array(o.rhsDilation));
  if (!o.windowReversal.empty()) {
    std::vector<int64_t> reversal(o.windowReversal.begin(), o.windowReversal.end());
    attrs.set("window_reversal", Attr::denseArray(ElementType::I1, std::move(reversal)));
  }
  if (!o.precision.empty()) attrs.set("precision_config", precisionAttr(o.precision));
  auto types = withResultElement(OpCode::Convolution, {lhs, rhs}, attrs, o.resultElementType);
  return create(OpCode::Convolution, {lhs, rhs}, std::move(attrs), std::move(types))->result();
}

// ---- Reductions and windows ----

std::vector<Value*> Builder::reduce(const std::vector<Value*>& inputs, const std::vector<Value*>& initValues,
                                    std::vector<int64_t> dimensions, const RegionBody& body) {
  NamedAttrList attrs({{"dimensions", Attr::i64Array(std::move(dimensions))}});
  return createWithRegions(OpCode::Reduce, concat(inputs, initValues), std::move(attrs), {body})->results();
}

Value* Builder::reduce(Value* input, Value* initValue, std::vector<int64_t> dimensions, OpCode combiner) {
  return reduce(std::vector<Value*>{input}, std::vector<Value*>{initValue}, std::move(dimensions),
                combineWith(combiner))[0];
}

std::vector<Value*> Builder::reduceWindow(const std::vector<Value*>& inputs, const std::vector<Value*>& initValues,
                                          const WindowOptions& window, const RegionBody& body) {
  NamedAttrList attrs;
  addWindowAttrs(attrs, window, true);
  return createWithRegions(OpCode::ReduceWindow, concat(inputs, initValues), std::move(attrs), {body})->results();
}

Value* Builder::reduceWindow(Value* input, Value* initValue, const WindowOptions& window, OpCode combiner) {
  return reduceWindow(std::vector<Value*>{input}, std::vector<Value*>{initValue}, window, combineWith(combiner))[0];
}

Value* Builder::selectAndScatter(Value* operand, Value* source, Value* initValue, const WindowOptions& window,
                                 const RegionBody& select, const RegionBody& scatter) {
  NamedAttrList attrs;
  addWindowAttrs(attrs, window, false);
  return createWithRegions(OpCode::SelectAndScatter, {operand, source, initValue}, std::move(attrs),
                           {select, scatter})
      ->result();
}

Value* Builder::selectAndScatter(Value* operand, Value* source, Value* initValue, const WindowOptions& window,
                                 ComparisonDirection select, OpCode scatter) {
  RegionBody selectBody = [select](Builder& b, std::span<Value* const> args) {
    return std::vector<Value*>{b.compare(args[0], args[1], select)};
  };
  return selectAndScatter(operand, source, initValue, window, selectBody, combineWith(scatter));
}

std::vector<Value*> Builder::sort(const std::vector<Value*>& inputs, int64_t dimension, const RegionBody& comparator,
                                  bool isStable) {
  NamedAttrList attrs({{"dimension", Attr::integer(dimension)}, {"is_stable", Attr::boolean(isStable)}});
  return createWithRegions(OpCode::Sort, inputs, std::move(attrs), {comparator})->results();
}

std::vector<Value*> Builder::sort(const std::vector<Value*>& inputs, int64_t dimension, ComparisonDirection direction,
                                  bool isStable) {
  RegionBody comparator = [direction](Builder& b, std::span<Value* const> args) {
    if (args.size() < 2) return std::vector<Value*>{};  // no inputs: inference reports it
    return std::vector<Value*>{b.compare(args[0], args[1], direction)};
  };
  return sort(inputs, dimension, comparator, isStable);
}

Value* Builder::map(const std::vector<Value*>& inputs, const RegionBody& computation) {
  if (inputs.empty() || !inputs[0] || !inputs[0]->type().isTensor())
    throw BuildError("'stablehlo.map' op needs at least one tensor input");
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < inputs[0]->type().rank(); ++d) dims.push_back(d);
  NamedAttrList attrs({{"dimensions", Attr::i64Array(std::move(dims))}});
  return createWithRegions(OpCode::Map, inputs, std::move(attrs), {computation})->result();
}

// ---- Control flow, tuples, tokens, effects ----

std::vector<Value*> Builder::while_(const std::vector<Value*>& initial, const RegionBody& cond,
                                    const RegionBody& body) {
  return createWithRegions(OpCode::While, initial, {}, {cond, body})->results();
}

std::vector<Value*> Builder::if_(Value* pred, const RegionBody& trueBranch, const RegionBody& falseBranch) {
  return createWithRegions(OpCode::If, {pred}, {}, {trueBranch, falseBranch})->results();
}

std::vector<Value*> Builder::case_(Value* index, const std::vector<RegionBody>& branches) {
  return createWithRegions(OpCode::Case, {index}, {}, branches)->results();
}

std::vector<Value*> Builder::optimizationBarrier(const std::vector<Value*>& values) {
  return create(OpCode::OptimizationBarrier, values)->results();
}

Value* Builder::tuple(const std::vector<Value*>& values) { return create(OpCode::Tuple, values)->result(); }

Value* Builder::getTupleElement(Value* tuple, int64_t index) {
  return create(OpCode::GetTupleElement, {tuple}, {{{"index", Attr::integer(index, ElementType::I32)}}})->result();
}

Value* Builder::afterAll(const std::vector<Value*>& tokens) { return create(OpCode::AfterAll, tokens)->result(); }

std::pair<Value*, Value*> Builder::rngBitGenerator(Value* initialState, Type outputType, std::string_view algorithm) {
  if (!initialState) throw BuildError("'stablehlo.rng_bit_generator' op operand #0 is null");
  NamedAttrList attrs({{"rng_algorithm", Attr::enumValue("rng_algorithm", std::string(algorithm))}});
  Operation* op = create(OpCode::RngBitGenerator, {initialState}, std::move(attrs),
                         std::vector<Type>{initialState->type(), outputType});
  return {op->result(0), op->result(1)};
}

std::vector<Value*> Builder::infeed(Value* token, const std::vector<Type>& payloadTypes, std::string config) {
  std::vector<Type> types = payloadTypes;
  types.push_back(Type::token());
  return create(OpCode::Infeed, {token}, {{{"infeed_config", Attr::string(std::move(config))}}}, std::move(types))
      ->results();
}

Value* Builder::outfeed(const std::vector<Value*>& values, Value* token, std::string config) {
  std::vector<Value*> operands = values;
  operands.push_back(token);
  return create(OpCode::Outfeed, operands, {{{"outfeed_config", Attr::string(std::move(config))}}})->result();
}

Operation* Builder::customCall(std::string target, const std::vector<Value*>& operands, std::vector<Type> resultTypes,
                               bool hasSideEffect, std::string backendConfig) {
  NamedAttrList attrs({{"call_target_name", Attr::string(std::move(target))}});
  if (hasSideEffect) attrs.set("has_side_effect", Attr::boolean(true));
  if (!backendConfig.empty()) attrs.set("backend_config", Attr::string(std::move(backendConfig)));
  return create(OpCode::CustomCall, operands, std::move(attrs), std::move(resultTypes));
}

// ---- Calls and terminators ----

std::vector<Value*> Builder::call(const Func& callee, const std::vector<Value*>& args) {
  std::span<const Type> inputs = callee.inputTypes();
  if (args.size() != inputs.size())
    throw BuildError(fmt::format("'func.call' op passes {} arguments but @{} takes {}", args.size(), callee.name(),
                                 inputs.size()));
  for (size_t i = 0; i < args.size(); ++i) {
    if (!args[i]) throw BuildError(fmt::format("'func.call' op operand #{} is null", i));
    if (args[i]->type() != inputs[i])
      throw BuildError(fmt::format("'func.call' op operand #{} has type {} but @{} takes {}", i,
                                   args[i]->type().str(), callee.name(), inputs[i].str()));
  }
  std::vector<Type> results(callee.resultTypes().begin(), callee.resultTypes().end());
  return call(callee.name(), args, std::move(results));
}

std::vector<Value*> Builder::call(std::string callee, const std::vector<Value*>& args, std::vector<Type> resultTypes) {
  return create(OpCode::Call, args, {{{"callee", Attr::symbolRef(std::move(callee))}}}, std::move(resultTypes))
      ->results();
}

Operation* Builder::return_(const std::vector<Value*>& values) { return create(OpCode::Return, values); }

Operation* Builder::funcReturn(const std::vector<Value*>& values) { return create(OpCode::FuncReturn, values); }

}  // namespace juxla::ir
