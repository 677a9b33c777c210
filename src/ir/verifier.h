// The verifier: checks IR against the StableHLO spec and juxla's structural rules, reporting every
// violation as an error at the offending op (or function). The pass pipeline runs it between passes.
#pragma once

#include "ir/ir.h"
#include "support/diagnostics.h"

namespace juxla::ir {

// Checks every function; true when no error was reported.
bool verifyModule(const Module& module, DiagnosticEngine& diag);

// Checks one function: its signature, body and terminator, every op's signature (operand, attribute,
// region and result constraints), dominance of operands, and calls against the enclosing module
// (skipped when the function is not in a module).
bool verifyFunc(const Func& func, DiagnosticEngine& diag);

}  // namespace juxla::ir
