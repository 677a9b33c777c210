// What the native small-convolution kernels (small_kernel_gradient, small_channel_conv) share: the
// function-multiversioning attribute (target_clones.h), and the reading of a 2-d f32 convolution without groups.
#pragma once

#include <optional>
#include <vector>

#include "backends/cpu/target_clones.h"
#include "backends/cpu/onednn_common.h"
#include "ir/ir.h"


namespace juxla::cpu {

// A 2-d f32 convolution without feature or batch groups: its dimension numbers and window
// attributes with the spec's defaults filled in.
struct Conv2dAttrs {
  const ir::ConvDims* dims = nullptr;
  std::vector<int64_t> strides, lhsDilation, rhsDilation, reversal, padding;  // padding: lo0 hi0 lo1 hi1
};

inline std::optional<Conv2dAttrs> readConv2d(const ir::Operation& op) {
  for (const ir::Value* v : {op.operand(0), op.operand(1), op.result(0)})
    if (v->type().elementType() != ir::ElementType::F32) return std::nullopt;
  const ir::ConvDims& dn = op.attr("dimension_numbers").convDims();
  if (dn.inputSpatialDims.size() != 2 || dn.kernelSpatialDims.size() != 2 || dn.outputSpatialDims.size() != 2)
    return std::nullopt;
  auto intOr = [&](const char* name) { ir::Attr a = op.attr(name); return a ? a.intValue() : int64_t(1); };
  if (intOr("feature_group_count") != 1 || intOr("batch_group_count") != 1) return std::nullopt;
  Conv2dAttrs a;
  a.dims = &dn;
  a.strides = onednn::intsAttr(op, "window_strides", {1, 1});
  a.lhsDilation = onednn::intsAttr(op, "lhs_dilation", {1, 1});
  a.rhsDilation = onednn::intsAttr(op, "rhs_dilation", {1, 1});
  a.reversal = onednn::intsAttr(op, "window_reversal", {0, 0});
  a.padding = onednn::intsAttr(op, "padding", {0, 0, 0, 0});
  if (a.strides.size() != 2 || a.lhsDilation.size() != 2 || a.rhsDilation.size() != 2 || a.reversal.size() != 2 ||
      a.padding.size() != 4)
    return std::nullopt;
  return a;
}

}  // namespace juxla::cpu
