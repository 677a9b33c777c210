// read_idx(path): an IDX file (the format of MNIST and Fashion-MNIST), gzipped or not, as a Julia
// array. IDX data is row-major, so a file of sizes (n, 28, 28) is the Julia array of size
// (28, 28, n) with the same bytes (DESIGN decision 4), which is the (width, height, n) array that
// MLDatasets.jl returns. Element types: UInt8, Int8, Int16, Int32, Float32, Float64.
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/data_files.h"

namespace juxla::compiler {

bool inflateBytes(const std::string& in, std::string& out, std::string& why, size_t limit) {
  out.clear();
  z_stream z{};
  if (inflateInit2(&z, 15 + 32) != Z_OK) {  // 15 + 32: a gzip or zlib header, detected
    why = "zlib could not start";
    return false;
  }
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = uInt(in.size());  // callers keep inputs under 4 GiB
  char chunk[1 << 16];
  int rc = Z_OK;
  while (rc != Z_STREAM_END) {
    z.next_out = reinterpret_cast<Bytef*>(chunk);
    z.avail_out = sizeof(chunk);
    rc = inflate(&z, Z_NO_FLUSH);
    if (rc == Z_NEED_DICT || rc == Z_DATA_ERROR || rc == Z_MEM_ERROR || rc == Z_STREAM_ERROR) {
      why = std::string("corrupt compressed data (zlib: ") + (z.msg ? z.msg : "error " + std::to_string(rc)) + ")";
      inflateEnd(&z);
      return false;
    }
    out.append(chunk, sizeof(chunk) - z.avail_out);
    if (out.size() > limit) {
      why = "the decompressed data is larger than " + std::to_string(limit) + " bytes";
      inflateEnd(&z);
      return false;
    }
    if (rc == Z_BUF_ERROR || (rc != Z_STREAM_END && z.avail_in == 0 && z.avail_out != 0)) {
      why = "the compressed data is truncated";
      inflateEnd(&z);
      return false;
    }
  }
  inflateEnd(&z);
  return true;
}

namespace {

int idxElementBytes(uint8_t code) {
  switch (code) {
    case 0x08: case 0x09: return 1;
    case 0x0B: return 2;
    case 0x0C: case 0x0D: return 4;
    case 0x0E: return 8;
    default: return 0;
  }
}

uint32_t bigEndian32(const std::string& b, size_t at) {
  return uint32_t(uint8_t(b[at])) << 24 | uint32_t(uint8_t(b[at + 1])) << 16 | uint32_t(uint8_t(b[at + 2])) << 8 |
         uint32_t(uint8_t(b[at + 3]));
}

}  // namespace

bool decodeIdx(const std::string& bytes, IdxArray& out, std::string& why) {
  const std::string* raw = &bytes;
  std::string inflated;
  if (bytes.size() >= 2 && uint8_t(bytes[0]) == 0x1f && uint8_t(bytes[1]) == 0x8b) {
    if (!inflateBytes(bytes, inflated, why, size_t(1) << 34)) return false;
    raw = &inflated;
  }
  const std::string& b = *raw;
  if (b.size() < 4 || b[0] != 0 || b[1] != 0) {
    why = "not an IDX file (the magic number does not start with two zero bytes)";
    return false;
  }
  out.typeCode = uint8_t(b[2]);
  out.elementBytes = idxElementBytes(out.typeCode);
  if (!out.elementBytes) {
    char code[8];
    std::snprintf(code, sizeof(code), "0x%02X", unsigned(out.typeCode));
    why = std::string("unknown IDX element type ") + code + " (known: 0x08 UInt8, 0x09 Int8, 0x0B Int16, 0x0C Int32, 0x0D Float32, 0x0E Float64)";
    return false;
  }
  int ndims = uint8_t(b[3]);
  if (b.size() < 4 + 4 * size_t(ndims)) {
    why = "the header is truncated (" + std::to_string(ndims) + " dimensions need " + std::to_string(4 + 4 * ndims) +
          " bytes, the file has " + std::to_string(b.size()) + ")";
    return false;
  }
  out.dims.clear();
  double count = 1;
  for (int i = 0; i < ndims; ++i) {
    out.dims.push_back(int64_t(bigEndian32(b, 4 + 4 * size_t(i))));
    count *= double(out.dims.back());
  }
  size_t start = 4 + 4 * size_t(ndims);
  double need = count * out.elementBytes;
  size_t have = b.size() - start;
  if (need != double(have)) {
    std::string shape;
    for (size_t i = 0; i < out.dims.size(); ++i) shape += (i ? "×" : "") + std::to_string(out.dims[i]);
    why = (need > double(have) ? "the data is truncated: " : "the data is longer than its header says: ") + std::string("sizes ") +
          (shape.empty() ? "()" : shape) + " need " + std::to_string(int64_t(need)) + " bytes, the file has " + std::to_string(have);
    return false;
  }
  out.data.assign(b, start, have);
  if (out.elementBytes > 1) {
    char* p = out.data.data();
    for (size_t i = 0; i < have; i += size_t(out.elementBytes)) std::reverse(p + i, p + i + out.elementBytes);
  }
  return true;
}

namespace {

Value builtinReadIdx(Evaluator& ev, CallArgs& call) {
  if (!ev.options().allowFiles) ev.raise("ErrorException", "read_idx is disabled here (no file access)", call.span);
  if (call[1].type() != ev.core().String) ev.raise("MethodError", "read_idx needs a file path string, not " + ev.showValue(call[1]), call.span);
  const std::string& path = stringOf(call[1]);
  std::string bytes = readWholeFile(ev, call, path);
  if (bytes.size() >= (size_t(1) << 32)) ev.raise("ArgumentError", "read_idx: " + path + ": files of 4 GiB or more are not supported", call.span);
  IdxArray idx;
  std::string why;
  if (!decodeIdx(bytes, idx, why)) ev.raise("ArgumentError", "read_idx: " + path + ": " + why, call.span);
  ev.checkAllocation(double(idx.data.size()), call.span);
  const CoreTypes& c = ev.core();
  const JType* type = idx.typeCode == 0x08 ? c.UInt8 : idx.typeCode == 0x09 ? c.Int8 : idx.typeCode == 0x0B ? c.Int16
                    : idx.typeCode == 0x0C ? c.Int32 : idx.typeCode == 0x0D ? c.Float32 : c.Float64;
  std::vector<int64_t> dims(idx.dims.rbegin(), idx.dims.rend());
  Value out = newArray(ev, type, dims);
  if (!idx.data.empty()) std::memcpy(arrayOf(out).storage->bytes.data(), idx.data.data(), idx.data.size());
  return out;
}

}  // namespace

void registerIdxBuiltins(Evaluator& ev) {
  ev.defineBuiltin(ev.baseModule(), "read_idx", {ev.core().Any}, builtinReadIdx);
}

}  // namespace juxla::compiler
