// RUN: juxla print does_not_exist.mlir
// EXIT: 1
// The named input file does not exist.
