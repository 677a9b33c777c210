// RUN: juxla print %s
// Attribute values parse to typed values and print in MLIR's canonical spelling, keys sorted.
module attributes {z.int = 5, y.float = 2.5, x.bool_int = 1 : i1, w.unit = unit, v.hex = 0x10 : i32, u.neg = -7 : i8, t.f16 = 1.5 : f16} {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> attributes {arrays = [1, 2, 3], mixed = [1 : i32, "s", true, 2.5 : f32], strs = ["a", "b"], bools = array<i1: true, false>, big = 18446744073709551615 : ui64} {
    return %arg0 : tensor<2xf32>
  }
}
