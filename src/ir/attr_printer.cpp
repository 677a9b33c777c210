// Attribute spellings: MLIR builtin attributes and StableHLO's dialect attributes.
#include <cstring>

#include "ir/asm_printer.h"

namespace juxla::ir {

namespace {

std::string scalarText(uint64_t bits, ElementType t) {
  if (isFloat(t)) return mlirFloatLiteral(bits, floatFormatOf(t));
  if (t == ElementType::I1) return (bits & 1) ? "true" : "false";
  if (isUnsignedInteger(t)) return std::to_string(bits & (bitWidth(t) == 64 ? ~uint64_t(0) : (uint64_t(1) << bitWidth(t)) - 1));
  return std::to_string(extendIntBits(bits, t));
}

void appendList(std::string& out, const char* name, std::span<const int64_t> values, bool& first) {
  if (values.empty()) return;
  if (!first) out += ", ";
  first = false;
  out += name;
  out += " = [";
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(values[i]);
  }
  out += ']';
}

void appendInt(std::string& out, const char* name, int64_t v, bool& first) {
  if (v == 0) return;
  if (!first) out += ", ";
  first = false;
  out += std::string(name) + " = " + std::to_string(v);
}

std::string listText(std::span<const int64_t> values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(values[i]);
  }
  return out + "]";
}

// One bracket list of convolution dimension labels: position p holds the label of dimension p.
std::string convLabels(size_t rank, int64_t a, char aLabel, int64_t b, char bLabel, std::span<const int64_t> spatial) {
  std::vector<std::string> labels(rank, "?");
  auto put = [&](int64_t dim, std::string label) {
    if (dim >= 0 && size_t(dim) < rank) labels[size_t(dim)] = std::move(label);
  };
  put(a, std::string(1, aLabel));
  put(b, std::string(1, bLabel));
  for (size_t i = 0; i < spatial.size(); ++i) put(spatial[i], std::to_string(i));
  std::string out = "[";
  for (size_t i = 0; i < rank; ++i) {
    if (i) out += ", ";
    out += labels[i];
  }
  return out + "]";
}

}  // namespace

std::string convDimsString(const ConvDims& d) {
  size_t rank = d.inputSpatialDims.size() + 2;
  return convLabels(rank, d.inputBatchDim, 'b', d.inputFeatureDim, 'f', d.inputSpatialDims) + "x" +
         convLabels(rank, d.kernelInputFeatureDim, 'i', d.kernelOutputFeatureDim, 'o', d.kernelSpatialDims) + "->" +
         convLabels(rank, d.outputBatchDim, 'b', d.outputFeatureDim, 'f', d.outputSpatialDims);
}

void AsmPrinter::printDenseElements(const Attr& a) {
  Type type = a.type();
  ElementType et = type.elementType();
  int64_t n = type.numElements();
  out_ += "dense<";
  if (n == 0) {
    out_ += '>';
    return;
  }
  if (a.isSplat()) {
    out_ += scalarText(a.elementBits(0), et);
    out_ += '>';
    return;
  }
  if (n > 100) {
    static const char* kHex = "0123456789ABCDEF";
    out_ += "\"0x";
    if (et == ElementType::I1) {
      // MLIR stores booleans bit-packed, least significant bit first.
      std::vector<uint8_t> packed(size_t((n + 7) / 8), 0);
      for (int64_t i = 0; i < n; ++i)
        if (a.elementBits(i) & 1) packed[size_t(i / 8)] |= uint8_t(1u << (i % 8));
      for (uint8_t byte : packed) {
        out_ += kHex[byte >> 4];
        out_ += kHex[byte & 15];
      }
    } else {
      for (uint8_t byte : a.rawData()) {
        out_ += kHex[byte >> 4];
        out_ += kHex[byte & 15];
      }
    }
    out_ += "\">";
    return;
  }
  // Nested lists, row-major, one bracket level per dimension.
  auto shape = type.shape();
  size_t rank = shape.size();
  std::vector<int64_t> counter(rank, 0);
  for (size_t d = 0; d < rank; ++d) out_ += '[';
  for (int64_t i = 0; i < n; ++i) {
    out_ += scalarText(a.elementBits(i), et);
    // Advance the mixed-radix counter; each rolled-over digit closes a bracket.
    size_t closed = 0;
    for (size_t d = rank; d-- > 0;) {
      if (++counter[d] < shape[d]) break;
      counter[d] = 0;
      ++closed;
    }
    out_.append(closed, ']');
    if (i + 1 < n) {
      out_ += ", ";
      out_.append(closed, '[');
    }
  }
  out_ += '>';
}

void AsmPrinter::printAttr(const Attr& a, TypeElision elision) {
  if (!a) {
    out_ += "<<null attribute>>";
    return;
  }
  switch (a.kind()) {
    case Attr::Kind::Unit: out_ += "unit"; return;
    case Attr::Kind::Bool: out_ += a.boolValue() ? "true" : "false"; return;
    case Attr::Kind::Integer: {
      ElementType t = a.elementType();
      out_ += scalarText(a.bits(), t);
      if (t == ElementType::I1 || elision == TypeElision::Must) return;
      if (elision == TypeElision::May && t == ElementType::I64) return;
      out_ += " : ";
      out_ += elementTypeName(t);
      return;
    }
    case Attr::Kind::Float: {
      ElementType t = a.elementType();
      out_ += scalarText(a.bits(), t);
      if (elision == TypeElision::Must || (elision == TypeElision::May && t == ElementType::F64)) return;
      out_ += " : ";
      out_ += elementTypeName(t);
      return;
    }
    case Attr::Kind::String: out_ += quoteString(a.str()); return;
    case Attr::Kind::TypeValue: printType(a.typeValue()); return;
    case Attr::Kind::SymbolRef: out_ += symbolName(a.str()); return;
    case Attr::Kind::Array: {
      out_ += '[';
      auto elems = a.elements();
      for (size_t i = 0; i < elems.size(); ++i) {
        if (i) out_ += ", ";
        printAttr(elems[i], TypeElision::May);
      }
      out_ += ']';
      return;
    }
    case Attr::Kind::Dictionary: printAttrDict(a.entries()); return;
    case Attr::Kind::DenseArray: {
      out_ += "array<";
      out_ += elementTypeName(a.elementType());
      auto values = a.ints();
      if (!values.empty()) {
        out_ += ": ";
        for (size_t i = 0; i < values.size(); ++i) {
          if (i) out_ += ", ";
          out_ += scalarText(uint64_t(values[i]), a.elementType());
        }
      }
      out_ += '>';
      return;
    }
    case Attr::Kind::DenseElements:
      printDenseElements(a);
      if (elision != TypeElision::Must) {
        out_ += " : ";
        printType(a.type());
      }
      return;
    case Attr::Kind::Enum: out_ += "#stablehlo<" + a.enumGroup() + " " + a.str() + ">"; return;
    case Attr::Kind::Gather: {
      const GatherDims& d = a.gatherDims();
      std::string body;
      bool first = true;
      appendList(body, "offset_dims", d.offsetDims, first);
      appendList(body, "collapsed_slice_dims", d.collapsedSliceDims, first);
      appendList(body, "operand_batching_dims", d.operandBatchingDims, first);
      appendList(body, "start_indices_batching_dims", d.startIndicesBatchingDims, first);
      appendList(body, "start_index_map", d.startIndexMap, first);
      appendInt(body, "index_vector_dim", d.indexVectorDim, first);
      out_ += "#stablehlo.gather<" + body + ">";
      return;
    }
    case Attr::Kind::Scatter: {
      const ScatterDims& d = a.scatterDims();
      std::string body;
      bool first = true;
      appendList(body, "update_window_dims", d.updateWindowDims, first);
      appendList(body, "inserted_window_dims", d.insertedWindowDims, first);
      appendList(body, "input_batching_dims", d.inputBatchingDims, first);
      appendList(body, "scatter_indices_batching_dims", d.scatterIndicesBatchingDims, first);
      appendList(body, "scatter_dims_to_operand_dims", d.scatterDimsToOperandDims, first);
      appendInt(body, "index_vector_dim", d.indexVectorDim, first);
      out_ += "#stablehlo.scatter<" + body + ">";
      return;
    }
    case Attr::Kind::Dot: {
      const DotDims& d = a.dotDims();
      std::string body;
      bool first = true;
      appendList(body, "lhs_batching_dimensions", d.lhsBatchingDims, first);
      appendList(body, "rhs_batching_dimensions", d.rhsBatchingDims, first);
      appendList(body, "lhs_contracting_dimensions", d.lhsContractingDims, first);
      appendList(body, "rhs_contracting_dimensions", d.rhsContractingDims, first);
      out_ += "#stablehlo.dot<" + body + ">";
      return;
    }
    case Attr::Kind::Conv: out_ += "#stablehlo.conv<" + convDimsString(a.convDims()) + ">"; return;
    case Attr::Kind::ChannelHandle: {
      const ChannelHandle& c = a.channelHandle();
      out_ += "#stablehlo.channel_handle<handle = " + std::to_string(c.handle) + ", type = " + std::to_string(c.type) + ">";
      return;
    }
    case Attr::Kind::OutputOperandAlias: {
      const OutputOperandAlias& o = a.outputOperandAlias();
      out_ += "#stablehlo.output_operand_alias<output_tuple_indices = " + listText(o.outputTupleIndices) +
              ", operand_index = " + std::to_string(o.operandIndex) +
              ", operand_tuple_indices = " + listText(o.operandTupleIndices) + ">";
      return;
    }
    case Attr::Kind::Opaque: out_ += a.str(); return;
  }
}

}  // namespace juxla::ir
