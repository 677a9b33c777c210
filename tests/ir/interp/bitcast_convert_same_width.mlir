// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// bitcast_convert between types of equal width reinterprets bits exactly: floats -> integers and back, keeping
// -0.0, denormals and NaN payloads (also a signaling NaN, 0x7F800001, which must not be quieted).
module {
  func.func @main() {
    %f = stablehlo.constant dense<[1.0, -0.0, 0x7FC00001, 0x7F800001, 0x00000001, -2.0]> : tensor<6xf32>
    %i = stablehlo.bitcast_convert %f : (tensor<6xf32>) -> tensor<6xi32>
    check.expect_eq_const %i, dense<[1065353216, -2147483648, 2143289345, 2139095041, 1, -1073741824]> : tensor<6xi32>
    %g = stablehlo.bitcast_convert %i : (tensor<6xi32>) -> tensor<6xf32>
    %u = stablehlo.bitcast_convert %g : (tensor<6xf32>) -> tensor<6xui32>
    check.expect_eq_const %u, dense<[0x3F800000, 0x80000000, 0x7FC00001, 0x7F800001, 0x00000001, 0xC0000000]> : tensor<6xui32>
    %d = stablehlo.constant dense<[0x7FF0000000000001, -1.0]> : tensor<2xf64>
    %di = stablehlo.bitcast_convert %d : (tensor<2xf64>) -> tensor<2xi64>
    check.expect_eq_const %di, dense<[9218868437227405313, -4616189618054758400]> : tensor<2xi64>
    %h = stablehlo.constant dense<[-1, 0x7C01]> : tensor<2xi16>
    %hf = stablehlo.bitcast_convert %h : (tensor<2xi16>) -> tensor<2xf16>
    %hb = stablehlo.bitcast_convert %hf : (tensor<2xf16>) -> tensor<2xbf16>
    %hu = stablehlo.bitcast_convert %hb : (tensor<2xbf16>) -> tensor<2xui16>
    check.expect_eq_const %hu, dense<[0xFFFF, 0x7C01]> : tensor<2xui16>
    %s = stablehlo.constant dense<-1> : tensor<i8>
    %su = stablehlo.bitcast_convert %s : (tensor<i8>) -> tensor<ui8>
    check.expect_eq_const %su, dense<255> : tensor<ui8>
    return
  }
}
