// Julia's float printing (base/ryu/shortest.jl as `show` and `print` use it): shortest round-trip
// digits, plain notation when the decimal point falls within (-4, 6] of the first digit (3 for
// Float16), `:compact` output with at most 6 significant digits, and the Float32/Float16 spelling.
#pragma once

#include <string>

namespace juxla::compiler {

enum class FloatWidth { F16, F32, F64 };

struct FloatStyle {
  bool typed = false;    // the reader does not know the type: 1.5f0, NaN32, Float16(1.5)
  bool compact = false;  // IOContext :compact, as matrices and Dicts print their elements
  char expChar = 'e';    // 'f' when `show` writes a Float32
};

// `value` holds the float exactly (every Float16/Float32 is a double).
std::string juliaFloatString(double value, FloatWidth width, const FloatStyle& style);

}  // namespace juxla::compiler
