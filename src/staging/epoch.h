// A `for` over an MLUtils.DataLoader (or `enumerate` of one) inside a compiled function: one epoch
// in one executable. The full batches are one stablehlo.while whose body gathers its batch from the
// loader's arrays through the epoch's order (`indices`, an argument the host fills before each run);
// the last, partial batch is the body staged once more after the loop (docs/flux.md).
#pragma once

#include "staging/session.h"

namespace juxla::staging {

// Whether `v` is an MLUtils.DataLoader.
bool isDataLoader(const Value& v);

struct EpochPlan {
  Value loader;             // the DataLoader
  bool enumerated = false;  // `enumerate(loader)`: elements are (i, batch)
  int64_t full = 0;         // full batches
  int64_t size = 0;         // observations per full batch
  int64_t rest = 0;         // observations of the last, partial batch (0: none)
  Value batchAt;            // MLUtils._batch_at(loader, offset, len)
};

// False when `iterable` is not a DataLoader (nor enumerate of one). Otherwise fills `plan`, with
// the batch size compiled in (a ConcretizeRequest restarts staging when it was a parameter), and
// records the loader's epoch start for the runs.
bool planEpoch(Session& s, const Value& iterable, SourceSpan span, EpochPlan& plan);

// The loop's element for batch `k` (0-based; a host or staged Int) of `len` observations.
Value epochElement(Session& s, const EpochPlan& plan, const Value& k, int64_t len, SourceSpan span);

}  // namespace juxla::staging
