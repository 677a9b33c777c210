// Data files read and written by builtins: IDX (MNIST's format, gzipped or not), .npy bytes and
// .npz archives. The decoders are plain functions of bytes so that tests can feed them damaged
// input directly; they report what is wrong in `why` and never trust a size from the file.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/evaluator.h"

namespace juxla::compiler {

// Inflates gzip or zlib data (detected from the header); false with a reason on truncated or
// corrupt input or when the output would pass `limit` bytes.
bool inflateBytes(const std::string& in, std::string& out, std::string& why, size_t limit);

// An IDX file (http://yann.lecun.com/exdb/mnist/): magic 0 0 TYPE NDIMS, NDIMS big-endian sizes,
// then the big-endian data. `data` holds the elements converted to little-endian.
struct IdxArray {
  uint8_t typeCode = 0;        // 0x08 u8, 0x09 i8, 0x0B i16, 0x0C i32, 0x0D f32, 0x0E f64
  int elementBytes = 0;
  std::vector<int64_t> dims;   // in the file's (row-major) order
  std::string data;
};
// Decodes `bytes`, inflating them first when they start with gzip's magic number.
bool decodeIdx(const std::string& bytes, IdxArray& out, std::string& why);

// A zip archive's stored (method 0) and deflated (method 8) entries, CRC-checked.
struct ZipEntry {
  std::string name;
  std::string data;
};
bool readZip(const std::string& bytes, std::vector<ZipEntry>& out, std::string& why);
// An uncompressed zip (method 0, as np.savez writes), with UTF-8 names; ZIP64 is not written.
bool writeZip(const std::vector<ZipEntry>& entries, std::string& out, std::string& why);

// builtins_npy.cpp: a .npy file's bytes as an array (errors name `path`, raised as ArgumentError),
// and the bytes np.save writes for an array or a number (`fn` names the caller in errors).
// builtins_npy.cpp: the path argument of file builtin `fn` (files allowed, a String: Julia's errors
// otherwise), and a file's whole contents (a SystemError naming it when it cannot be opened).
const std::string& pathArgument(Evaluator& ev, CallArgs& call, const char* fn);
std::string readWholeFile(Evaluator& ev, CallArgs& call, const std::string& path);

Value decodeNpyBytes(Evaluator& ev, const std::string& bytes, const std::string& path, frontend::SourceSpan span);
std::string encodeNpyBytes(Evaluator& ev, const Value& value, const char* fn, frontend::SourceSpan span);

void registerIdxBuiltins(Evaluator& ev);  // builtins_idx.cpp
void registerNpzBuiltins(Evaluator& ev);  // builtins_npz.cpp
void registerProcessBuiltins(Evaluator& ev);  // builtins_process.cpp: ENV, time(), time_ns()

}  // namespace juxla::compiler
