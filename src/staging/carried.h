// What control flow carries (decision 6): the state a branch or loop body may change -- local
// variables, arrays in the heap, fields of mutable structs staged code assigned, the error flag --
// and the layout of a carried value (host value, staged number, array, or a tuple/struct of those)
// that joins the values it takes on different paths by Julia's promotion, or says why it cannot.
#pragma once

#include <string>
#include <vector>

#include "compiler/evaluator.h"
#include "interp/tensor.h"
#include "staging/session.h"

namespace juxla::staging {

struct State {
  std::vector<Value> slots;
  std::unordered_map<const ArrayObject*, ir::Value*> heap;
  std::vector<std::vector<Value>> fields;  // per Session::touched entry at capture time
  size_t touchedCount = 0;
  ir::Value* errorCode = nullptr;
  ir::Value* token = nullptr;
  ir::Value* rng = nullptr;
  Session::ExitState exit;  // of the frame captured
  std::unordered_map<const compiler::Frame*, Session::ExitState> allExits;  // every frame's (unwinding restores them)
  uint64_t serialMark = 0;
  // Variables a closure captures and someone reassigns live in boxes: per Session::touchedBoxes entry.
  std::vector<Value> boxes;  // arrays with a lower serial existed when the state was captured  // of the frame captured
};
State captureState(Session& s, compiler::Frame& f);
void restoreState(Session& s, compiler::Frame& f, const State& st);

struct Layout {
  enum class Kind { Host, Scalar, Array, Tuple, Struct, Token } kind = Kind::Host;
  Value host;                        // Host: the value every path has
  const DataType* type = nullptr;    // Scalar: the number type; Array/Tuple/Struct: the value's type
  const JType* elementType = nullptr;  // Array
  std::vector<int64_t> irShape;      // Array
  std::vector<Layout> children;      // Tuple/Struct
};

// The layout of one value; joining another value widens it (false with `why` when it cannot).
Layout layoutOf(Session& s, const Value& v);
bool join(Session& s, Layout& l, const Value& v, std::string& why);
// The IR values of `v`'s leaves in layout `l`, converted to its types, at the builder's insertion point.
void leavesOf(Session& s, const Layout& l, const Value& v, std::vector<ir::Value*>& out);
std::vector<ir::Type> leafTypes(Session& s, const Layout& l);
// A value of layout `l` made from IR values (block arguments or op results).
Value rebuildFrom(Session& s, const Layout& l, ir::Value* const*& next);
bool sameValue(const Value& a, const Value& b);
// The token chain as a value control flow can carry (a StagedScalar typed Nothing).
Value tokenValue(Session& s, ir::Value* token);
bool isTokenValue(Session& s, const Value& v);
// A host value of layout `l` from a run's tensors (outfeed payloads).
Value hostFromLayout(Session& s, const Layout& l, std::span<const interp::Tensor> tensors, size_t& next);
Value numberFromTensor(Session& s, const interp::Tensor& t);
Value arrayFromTensor(Session& s, const interp::Tensor& t, const JType* elementType);
// The host calls printing deferred to run time (effects.cpp), made in the order the outfeed arrived.
void replayOutfeed(Session& s, const std::vector<std::vector<interp::Tensor>>& entries);
void replayOutfeedEntry(Session& s, const std::vector<interp::Tensor>& entry);

// A place control flow may carry.
struct Place {
  enum class Kind { Slot, Array, Field, ErrorCode, Returned, ReturnValue, Broken, Continued, Token, Rng, Box } kind;
  size_t index = 0;  // slot, touched-object index, or field index
  size_t field = 0;
  Value array;       // Array: the array object
  std::string name;  // for messages
};

// `p` (a variable, an array, ...) has values that do not join (`why`) on the paths of `what`.
[[noreturn]] void cannotJoin(Session& s, const Place& p, const std::string& why, frontend::SourceSpan span, const char* what);
// The two paths of a branch on `pred` give `p` (nullptr: the value of the construct, `what` = "a
// `?:`") values that do not join. A `pred` made only from number parameters is compiled in instead
// (ConcretizeRequest: such a number used as a condition joins the specialization key, decision 5),
// so only the path taken is staged; otherwise a located error.
[[noreturn]] void pathsDisagree(Session& s, ir::Value* pred, const Place* p, const std::string& why,
                                frontend::SourceSpan span, const char* what);

}  // namespace juxla::staging
