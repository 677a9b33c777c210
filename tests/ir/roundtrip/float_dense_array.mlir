// RUN: juxla print %s
module attributes {a.f32 = array<f32: 1.000000e+00, -0.000000e+00>, b.f64 = array<f64: 1.000000e-01>, c.empty = array<f32>} {
}
