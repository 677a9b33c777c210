#include "staging/layout.h"

#include <gtest/gtest.h>

namespace juxla::staging {

TEST(Layout, ShapesReverse) {
  std::vector<int64_t> dims = {4, 3, 2};
  EXPECT_EQ(irShape(dims), (std::vector<int64_t>{2, 3, 4}));
  EXPECT_EQ(juliaDims(ir::Type::tensor(ir::ElementType::F32, irShape(dims))), dims);
  EXPECT_EQ(irDim(1, 3), 2);
  EXPECT_EQ(irDim(3, 3), 0);
}

TEST(Layout, PermutationOfJuliaPermutedims) {
  // permutedims(x, (2,1)) of a matrix is a transpose in either order.
  std::vector<int64_t> swap = {2, 1};
  EXPECT_EQ(irPermutation(swap), (std::vector<int64_t>{1, 0}));
  // Julia (3,1,2): result dims (d3, d1, d2); IR result shape [d2, d1, d3] from input IR [d3, d2, d1].
  std::vector<int64_t> p = {3, 1, 2};
  EXPECT_EQ(irPermutation(p), (std::vector<int64_t>{1, 2, 0}));
}

}  // namespace juxla::staging
