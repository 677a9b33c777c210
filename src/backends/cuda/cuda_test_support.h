// What the CUDA backend's tests share: a module parsed from IR text, kept with its sources, the
// first op of a kind in its @main, and modules that both the plan and the executable tests run.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "ir/parser.h"

namespace juxla::cuda::testing {

struct Parsed {
  SourceManager sources;
  std::unique_ptr<ir::Module> module;
};

inline std::unique_ptr<Parsed> parse(const std::string& text) {
  auto p = std::make_unique<Parsed>();
  DiagnosticEngine diag;
  p->module = ir::parseModuleText(p->sources, "test.mlir", text, diag);
  EXPECT_TRUE(p->module) << diag.renderAll() << text;
  return p;
}

// The first op of `f`'s body that `match` accepts, or nullptr.
template <typename Match>
const ir::Operation* firstOp(const ir::Func& f, Match match) {
  for (const ir::Operation& op : f.entry())
    if (match(op)) return &op;
  return nullptr;
}

// The first op of kind `code` in @main of a parsed module, or nullptr (also when it did not parse).
inline const ir::Operation* firstOp(const Parsed& p, ir::OpCode code) {
  if (!p.module || !p.module->lookup("main")) return nullptr;
  return firstOp(*p.module->lookup("main"), [&](const ir::Operation& op) { return op.is(code); });
}

// Minibatch SGD indexing its batches with dynamic_slice, a history written with
// dynamic_update_slice and an i32 counter: every op of the loop on the device.
// Three batches read from infeed in a loop, each scaled by w and summed: the infeed step's
// entries go up when the run starts (executable.cpp uploadInfeed).
inline constexpr const char* kInfeedLoop = R"(func.func @main(%w: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %t0 = stablehlo.after_all : !stablehlo.token
  %i0 = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<3> : tensor<i64>
  %z = stablehlo.constant dense<0.0> : tensor<4x8xf32>
  %r:3 = stablehlo.while(%i = %i0, %acc = %z, %t = %t0) : tensor<i64>, tensor<4x8xf32>, !stablehlo.token
  cond {
    %c = stablehlo.compare  LT, %i, %n,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %x:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<4x8xf32>, !stablehlo.token)
    %m = stablehlo.multiply %x#0, %w : tensor<4x8xf32>
    %a = stablehlo.add %acc, %m : tensor<4x8xf32>
    %i1 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i1, %a, %x#1 : tensor<i64>, tensor<4x8xf32>, !stablehlo.token
  }
  return %r#1 : tensor<4x8xf32>
})";

inline constexpr const char* kBatchedLoop = R"(func.func @main(%data: tensor<64x8xf32>, %y: tensor<64x1xf32>, %w0: tensor<8x1xf32>, %h0: tensor<4x16xf32>) -> (tensor<8x1xf32>, tensor<4x16xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  %sixteen = stablehlo.constant dense<16> : tensor<i32>
  %lr = stablehlo.constant dense<0.01> : tensor<8x1xf32>
  %r:3 = stablehlo.while(%i = %zero, %w = %w0, %h = %h0) : tensor<i32>, tensor<8x1xf32>, tensor<4x16xf32>
   cond {
    %lt = stablehlo.compare LT, %i, %four, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %start = stablehlo.multiply %i, %sixteen : tensor<i32>
    %x = stablehlo.dynamic_slice %data, %start, %zero, sizes = [16, 8] : (tensor<64x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x8xf32>
    %t = stablehlo.dynamic_slice %y, %start, %zero, sizes = [16, 1] : (tensor<64x1xf32>, tensor<i32>, tensor<i32>) -> tensor<16x1xf32>
    %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x8xf32>, tensor<8x1xf32>) -> tensor<16x1xf32>
    %e = stablehlo.subtract %p, %t : tensor<16x1xf32>
    %g = stablehlo.dot_general %x, %e, contracting_dims = [0] x [0] : (tensor<16x8xf32>, tensor<16x1xf32>) -> tensor<8x1xf32>
    %s = stablehlo.multiply %g, %lr : tensor<8x1xf32>
    %next = stablehlo.subtract %w, %s : tensor<8x1xf32>
    %row = stablehlo.reshape %e : (tensor<16x1xf32>) -> tensor<1x16xf32>
    %h2 = stablehlo.dynamic_update_slice %h, %row, %i, %zero : (tensor<4x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<4x16xf32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %next, %h2 : tensor<i32>, tensor<8x1xf32>, tensor<4x16xf32>
  }
  return %r#1, %r#2 : tensor<8x1xf32>, tensor<4x16xf32>
})";

// Convolution, max pooling and average pooling (a windowed sum times 1/4).
inline constexpr const char* kPooling = R"(func.func @main(%x: tensor<2x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) {
  %c = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x8x8xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = "stablehlo.reduce_window"(%c, %ninf) <{window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %mx = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %mx : tensor<f32>
  }) : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = "stablehlo.reduce_window"(%c, %zero) <{window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
  %q = stablehlo.constant dense<0.25> : tensor<2x4x4x4xf32>
  %avg = stablehlo.multiply %s, %q : tensor<2x4x4x4xf32>
  return %m, %avg : tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>
})";

}  // namespace juxla::cuda::testing
