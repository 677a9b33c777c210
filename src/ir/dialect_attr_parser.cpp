// StableHLO's dialect attributes (#stablehlo<...>, #stablehlo.gather<...>, ...) and aliases.
#include <map>
#include <variant>

#include "ir/asm_parser.h"

namespace juxla::ir {

namespace {

using FieldValue = std::variant<std::vector<int64_t>, int64_t>;
struct Field {
  FieldValue value;
  SourceLoc loc;
};

// `<name = [..], name = N, ...>` with each name at most once.
std::map<std::string, Field> parseFields(AsmParser& p, bool openAngle = true) {
  std::map<std::string, Field> fields;
  if (openAngle) p.expect(Tok::Less, "to open the attribute");
  if (!p.tok().is(Tok::Greater)) {
    do {
      if (!p.tok().is(Tok::BareIdent)) p.errorExpected("a field name");
      std::string name(p.tok().spelling);
      SourceLoc at = p.loc();
      p.consume();
      if (fields.count(name)) p.error(at, "field '" + name + "' is given twice");
      p.expect(Tok::Equal, "after the field name");
      if (p.tok().is(Tok::LSquare)) {
        fields[name] = Field{p.parseI64List(), at};
      } else {
        fields[name] = Field{p.parseInteger("field '" + name + "'"), at};
      }
    } while (p.consumeIf(Tok::Comma));
  }
  p.expect(Tok::Greater, "to close the attribute");
  return fields;
}

// Moves known fields out of `fields`; anything left over is an error naming the valid fields.
class FieldReader {
 public:
  FieldReader(AsmParser& p, std::map<std::string, Field> fields, std::string attrName)
      : p_(p), fields_(std::move(fields)), attrName_(std::move(attrName)) {}
  void list(const char* name, std::vector<int64_t>& out) {
    known_ += std::string(known_.empty() ? "" : ", ") + name;
    auto it = fields_.find(name);
    if (it == fields_.end()) return;
    auto* v = std::get_if<std::vector<int64_t>>(&it->second.value);
    if (!v) p_.error(it->second.loc, std::string("field '") + name + "' of " + attrName_ + " takes a list like [0, 1]");
    out = *v;
    fields_.erase(it);
  }
  void integer(const char* name, int64_t& out, bool required = false) {
    known_ += std::string(known_.empty() ? "" : ", ") + name;
    auto it = fields_.find(name);
    if (it == fields_.end()) {
      if (required) p_.error(std::string("missing field '") + name + "' in " + attrName_);
      return;
    }
    auto* v = std::get_if<int64_t>(&it->second.value);
    if (!v) p_.error(it->second.loc, std::string("field '") + name + "' of " + attrName_ + " takes an integer");
    out = *v;
    fields_.erase(it);
  }
  void finish() {
    if (!fields_.empty())
      p_.error(fields_.begin()->second.loc,
               "unknown field '" + fields_.begin()->first + "' in " + attrName_ + " (known: " + known_ + ")");
  }

 private:
  AsmParser& p_;
  std::map<std::string, Field> fields_;
  std::string attrName_;
  std::string known_;
};

}  // namespace

ConvDims AsmParser::parseConvDims() {
  struct Labels {
    std::vector<std::string> entries;
    SourceLoc loc;
  };
  auto parseLabels = [&]() {
    Labels l;
    l.loc = loc();
    expect(Tok::LSquare, "to open a dimension list");
    if (!tok_.is(Tok::RSquare)) {
      do {
        if (tok_.is(Tok::BareIdent) || tok_.is(Tok::Integer)) {
          l.entries.push_back(std::string(tok_.spelling));
          consume();
        } else {
          errorExpected("a dimension label (b, f, i, o or a spatial index)");
        }
      } while (consumeIf(Tok::Comma));
    }
    expect(Tok::RSquare, "to close the dimension list");
    return l;
  };
  Labels input = parseLabels();
  if (!tok_.isKeyword("x")) errorExpected("'x' between the input and kernel dimensions");
  consume();
  Labels kernel = parseLabels();
  expect(Tok::Arrow, "between the kernel and output dimensions");
  Labels output = parseLabels();

  size_t rank = input.entries.size();
  if (rank < 2) error(input.loc, "convolution dimensions need a batch and a feature dimension");
  // Decodes one list: which position holds each of the two named labels and each spatial index.
  auto decode = [&](const Labels& l, char a, char b, int64_t& aDim, int64_t& bDim, std::vector<int64_t>& spatial) {
    if (l.entries.size() != rank)
      error(l.loc, "all three dimension lists must have " + std::to_string(rank) + " entries");
    aDim = bDim = -1;
    spatial.assign(rank - 2, -1);
    for (size_t pos = 0; pos < rank; ++pos) {
      const std::string& e = l.entries[pos];
      if (e.size() == 1 && (e[0] == a || e[0] == b)) {
        int64_t& slot = e[0] == a ? aDim : bDim;
        if (slot >= 0) error(l.loc, "dimension label '" + e + "' appears twice");
        slot = int64_t(pos);
        continue;
      }
      bool digits = !e.empty() && e.find_first_not_of("0123456789") == std::string::npos;
      if (!digits || e.size() > 9 || std::stoul(e) >= rank - 2)
        error(l.loc, "unexpected dimension label '" + e + "'; expected " + a + ", " + b + " or a spatial index below " +
                         std::to_string(rank - 2));
      int64_t& slot = spatial[std::stoul(e)];
      if (slot >= 0) error(l.loc, "spatial dimension " + e + " appears twice");
      slot = int64_t(pos);
    }
    if (aDim < 0 || bDim < 0) error(l.loc, std::string("dimension list needs both '") + a + "' and '" + b + "'");
  };
  ConvDims d;
  decode(input, 'b', 'f', d.inputBatchDim, d.inputFeatureDim, d.inputSpatialDims);
  decode(kernel, 'i', 'o', d.kernelInputFeatureDim, d.kernelOutputFeatureDim, d.kernelSpatialDims);
  decode(output, 'b', 'f', d.outputBatchDim, d.outputFeatureDim, d.outputSpatialDims);
  return d;
}

std::string AsmParser::captureAngleGroup() {
  if (!tok_.is(Tok::Less)) errorExpected("'<'");
  uint32_t start = tok_.offset, end = start;
  int level = 0;
  do {
    if (tok_.is(Tok::Eof)) error(locAt(start), "unterminated '<': missing '>'");
    if (tok_.is(Tok::Less)) ++level;
    if (tok_.is(Tok::Greater)) --level;
    end = uint32_t(tok_.offset + tok_.spelling.size());
    consume();
  } while (level > 0);
  return std::string(lexer_.text().substr(start, end - start));
}

Attr AsmParser::parseOpaqueAttr() {
  std::string text(tok_.spelling);
  consume();
  if (tok_.is(Tok::Less)) text += captureAngleGroup();
  return Attr::opaque(std::move(text));
}

Attr AsmParser::parseDialectAttr() {
  std::string name(tok_.spelling);
  SourceLoc at = loc();
  if (name == "#stablehlo") {
    consume();
    expect(Tok::Less, "after '#stablehlo'");
    if (!tok_.is(Tok::BareIdent)) errorExpected("an enum name such as comparison_direction");
    std::string group(tok_.spelling);
    SourceLoc groupLoc = loc();
    consume();
    bool known = false;
    for (const char* g : {"comparison_direction", "comparison_type", "precision", "rng_algorithm", "rng_distribution",
                          "fft_type", "transpose"})
      known = known || group == g;
    if (!known) error(groupLoc, "unknown StableHLO enum '" + group + "'");
    std::string value = parseEnumKeyword(group);
    expect(Tok::Greater, "to close the enum attribute");
    return Attr::enumValue(group, value);
  }
  if (name == "#stablehlo.gather") {
    consume();
    FieldReader r(*this, parseFields(*this), name);
    GatherDims d;
    r.list("offset_dims", d.offsetDims);
    r.list("collapsed_slice_dims", d.collapsedSliceDims);
    r.list("operand_batching_dims", d.operandBatchingDims);
    r.list("start_indices_batching_dims", d.startIndicesBatchingDims);
    r.list("start_index_map", d.startIndexMap);
    r.integer("index_vector_dim", d.indexVectorDim);
    r.finish();
    return Attr::gather(std::move(d));
  }
  if (name == "#stablehlo.scatter") {
    consume();
    FieldReader r(*this, parseFields(*this), name);
    ScatterDims d;
    r.list("update_window_dims", d.updateWindowDims);
    r.list("inserted_window_dims", d.insertedWindowDims);
    r.list("input_batching_dims", d.inputBatchingDims);
    r.list("scatter_indices_batching_dims", d.scatterIndicesBatchingDims);
    r.list("scatter_dims_to_operand_dims", d.scatterDimsToOperandDims);
    r.integer("index_vector_dim", d.indexVectorDim);
    r.finish();
    return Attr::scatter(std::move(d));
  }
  if (name == "#stablehlo.dot") {
    consume();
    FieldReader r(*this, parseFields(*this), name);
    DotDims d;
    r.list("lhs_batching_dimensions", d.lhsBatchingDims);
    r.list("rhs_batching_dimensions", d.rhsBatchingDims);
    r.list("lhs_contracting_dimensions", d.lhsContractingDims);
    r.list("rhs_contracting_dimensions", d.rhsContractingDims);
    r.finish();
    return Attr::dot(std::move(d));
  }
  if (name == "#stablehlo.conv") {
    consume();
    expect(Tok::Less, "after '#stablehlo.conv'");
    if (consumeKeywordIf("raw")) {
      // `raw input_batch_dimension = 0, ...`: every dimension named explicitly.
      FieldReader r(*this, parseFields(*this, /*openAngle=*/false), name);
      ConvDims d;
      r.integer("input_batch_dimension", d.inputBatchDim, true);
      r.integer("input_feature_dimension", d.inputFeatureDim, true);
      r.list("input_spatial_dimensions", d.inputSpatialDims);
      r.integer("kernel_input_feature_dimension", d.kernelInputFeatureDim, true);
      r.integer("kernel_output_feature_dimension", d.kernelOutputFeatureDim, true);
      r.list("kernel_spatial_dimensions", d.kernelSpatialDims);
      r.integer("output_batch_dimension", d.outputBatchDim, true);
      r.integer("output_feature_dimension", d.outputFeatureDim, true);
      r.list("output_spatial_dimensions", d.outputSpatialDims);
      r.finish();
      return Attr::conv(std::move(d));
    }
    ConvDims d = parseConvDims();
    expect(Tok::Greater, "to close '#stablehlo.conv<'");
    return Attr::conv(std::move(d));
  }
  if (name == "#stablehlo.channel_handle") {
    consume();
    FieldReader r(*this, parseFields(*this), name);
    ChannelHandle c;
    r.integer("handle", c.handle, true);
    r.integer("type", c.type, true);
    r.finish();
    return Attr::channelHandle(c);
  }
  if (name == "#stablehlo.output_operand_alias") {
    consume();
    FieldReader r(*this, parseFields(*this), name);
    OutputOperandAlias a;
    r.list("output_tuple_indices", a.outputTupleIndices);
    r.integer("operand_index", a.operandIndex, true);
    r.list("operand_tuple_indices", a.operandTupleIndices);
    r.finish();
    return Attr::outputOperandAlias(std::move(a));
  }
  if (name.find('.') == std::string::npos) {
    auto it = attrAliases_.find(name);
    if (it != attrAliases_.end()) {
      consume();
      return it->second;
    }
    if (lexer_.text().substr(at.offset + name.size(), 1) != "<") error(at, "undefined attribute alias " + name);
  }
  return parseOpaqueAttr();
}

}  // namespace juxla::ir
