// The order a stable bottom-up merge sort gives `length` elements under `less(a, b)` (lhs sorts
// first): the interpreter's sort, and the CPU kernel's, which must match it bit for bit. It only
// compares elements of the slice, so it is safe with a comparator that is no strict weak order.
#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace juxla::interp {

template <typename Less>
void mergeOrder(int64_t length, Less&& less, std::vector<int64_t>& order, std::vector<int64_t>& scratch) {
  order.resize(static_cast<size_t>(length));
  scratch.resize(static_cast<size_t>(length));
  for (int64_t i = 0; i < length; ++i) order[size_t(i)] = i;
  for (int64_t width = 1; width < length; width *= 2) {
    for (int64_t lo = 0; lo < length; lo += 2 * width) {
      int64_t mid = std::min(lo + width, length), hi = std::min(lo + 2 * width, length);
      int64_t a = lo, b = mid, out = lo;
      // Take from the right run only when it sorts strictly first: equal elements keep their order.
      while (a < mid && b < hi) scratch[size_t(out++)] = less(order[size_t(b)], order[size_t(a)]) ? order[size_t(b++)] : order[size_t(a++)];
      while (a < mid) scratch[size_t(out++)] = order[size_t(a++)];
      while (b < hi) scratch[size_t(out++)] = order[size_t(b++)];
    }
    std::swap(order, scratch);
  }
}

}  // namespace juxla::interp
