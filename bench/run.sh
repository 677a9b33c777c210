#!/usr/bin/env bash
# One command for issue 10's benchmark: juxla's CPU backend against PyTorch (and ONNX Runtime where
# installed) on VGG19 forward (batch 1, 8, 100), VGG19 fwd+bwd+SGD (batch 8), the MLP and LeNet-5
# training steps and a Fashion-MNIST MLP epoch; prints one markdown table and appends it to
# bench/RESULTS.md. See bench/cpu/run.sh for the options and bench/README.md ("CPU backend").
exec "$(dirname "$0")/cpu/run.sh" "$@"
