#!/usr/bin/env bash
# The main job: install what is missing and build juxla, then train LeNet-5 on Fashion-MNIST (Debian's
# dataset-fashion-mnist) on the CPU: each epoch is one compiled executable (forward, backward and
# Adam's update in a stablehlo.while over the shuffled batches), with a progress bar, and the test
# accuracy printed at the end. EPOCHS=N picks the number of epochs (default: the example's, 10).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh >/dev/null
echo "== juxla run examples/fashion_mnist_lenet.jl ${EPOCHS:-}"
./build/src/tools/juxla run examples/fashion_mnist_lenet.jl ${EPOCHS:-}
