// read_npz(path) and write_npz(path, dict): NumPy's .npz archives, a zip of .npy files as np.savez
// writes them (entries NAME.npy, stored uncompressed); read_npz also reads np.savez_compressed's
// deflated entries. read_npz gives a Dict{String,Any} from entry names without `.npy` to arrays, in
// the archive's order. Also the folder functions that saving a model needs: isdir, mkpath and
// joinpath.
#include <sys/stat.h>
#include <zlib.h>

#include <cerrno>
#include <cstring>
#include <fstream>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/data_files.h"

namespace juxla::compiler {

namespace {

uint32_t le16(const std::string& b, size_t at) { return uint32_t(uint8_t(b[at])) | uint32_t(uint8_t(b[at + 1])) << 8; }
uint32_t le32(const std::string& b, size_t at) { return le16(b, at) | le16(b, at + 2) << 16; }
void put16(std::string& out, uint32_t v) {
  out += char(v & 0xff);
  out += char((v >> 8) & 0xff);
}
void put32(std::string& out, uint32_t v) {
  put16(out, v & 0xffff);
  put16(out, v >> 16);
}

// Raw deflate data (zip's method 8) of known uncompressed size.
bool inflateRaw(const char* in, size_t n, size_t size, std::string& out, std::string& why) {
  out.assign(size, '\0');
  z_stream z{};
  if (inflateInit2(&z, -15) != Z_OK) {
    why = "zlib could not start";
    return false;
  }
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in));
  z.avail_in = uInt(n);
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = uInt(size);
  int rc = inflate(&z, Z_FINISH);
  bool ok = rc == Z_STREAM_END && z.total_out == size;
  if (!ok) why = rc == Z_DATA_ERROR ? std::string("corrupt deflate data (zlib: ") + (z.msg ? z.msg : "?") + ")"
                                    : "the deflate data does not give the entry's size";
  inflateEnd(&z);
  return ok;
}

}  // namespace

// The central directory lists the entries; each local header is checked against it. ZIP64
// archives (entries of 4 GiB or more) are refused.
bool readZip(const std::string& b, std::vector<ZipEntry>& out, std::string& why) {
  out.clear();
  if (b.size() < 22) {
    why = "not a zip archive (too short)";
    return false;
  }
  size_t eocd = std::string::npos;
  size_t lowest = b.size() >= 22 + 65535 ? b.size() - 22 - 65535 : 0;
  for (size_t i = b.size() - 22 + 1; i-- > lowest;)
    if (le32(b, i) == 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd == std::string::npos) {
    why = "not a zip archive (no end of central directory record)";
    return false;
  }
  uint32_t count = le16(b, eocd + 10), cdSize = le32(b, eocd + 12), cdOffset = le32(b, eocd + 16);
  if (count == 0xffff || cdOffset == 0xffffffff) {
    why = "ZIP64 archives are not supported";
    return false;
  }
  if (size_t(cdOffset) + cdSize > eocd) {
    why = "the central directory lies outside the archive (truncated?)";
    return false;
  }
  size_t p = cdOffset;
  for (uint32_t e = 0; e < count; ++e) {
    if (p + 46 > eocd || le32(b, p) != 0x02014b50) {
      why = "bad central directory entry " + std::to_string(e + 1);
      return false;
    }
    uint32_t method = le16(b, p + 10), crc = le32(b, p + 16), csize = le32(b, p + 20), usize = le32(b, p + 24);
    uint32_t nameLen = le16(b, p + 28), extraLen = le16(b, p + 30), commentLen = le16(b, p + 32), local = le32(b, p + 42);
    if (p + 46 + nameLen > eocd) {
      why = "bad central directory entry " + std::to_string(e + 1);
      return false;
    }
    ZipEntry entry;
    entry.name = b.substr(p + 46, nameLen);
    p += 46 + size_t(nameLen) + extraLen + commentLen;
    if (csize == 0xffffffff || usize == 0xffffffff) {
      why = entry.name + ": ZIP64 entries are not supported";
      return false;
    }
    if (size_t(local) + 30 > b.size() || le32(b, local) != 0x04034b50) {
      why = entry.name + ": bad local header (truncated or corrupt archive)";
      return false;
    }
    size_t dataStart = size_t(local) + 30 + le16(b, local + 26) + le16(b, local + 28);
    if (dataStart + csize > b.size()) {
      why = entry.name + ": the entry's data is truncated";
      return false;
    }
    if (method == 0) {
      if (csize != usize) {
        why = entry.name + ": a stored entry whose sizes differ";
        return false;
      }
      entry.data = b.substr(dataStart, csize);
    } else if (method == 8) {
      if (double(usize) > 1100.0 * csize + 64) {  // deflate cannot pass ~1032:1; never allocate a corrupt size
        why = entry.name + ": implausible compression ratio";
        return false;
      }
      if (!inflateRaw(b.data() + dataStart, csize, usize, entry.data, why)) {
        why = entry.name + ": " + why;
        return false;
      }
    } else {
      why = entry.name + ": compression method " + std::to_string(method) + " is not supported (only stored and deflated)";
      return false;
    }
    if (uint32_t(crc32(0, reinterpret_cast<const Bytef*>(entry.data.data()), uInt(entry.data.size()))) != crc) {
      why = entry.name + ": CRC-32 mismatch (corrupt archive)";
      return false;
    }
    out.push_back(std::move(entry));
  }
  return true;
}

bool writeZip(const std::vector<ZipEntry>& entries, std::string& out, std::string& why) {
  out.clear();
  std::string directory;
  for (const ZipEntry& e : entries) {
    if (e.data.size() >= 0xffffffffu || out.size() >= 0xffffffffu || e.name.size() > 0xffff) {
      why = e.name + ": too large for a zip without ZIP64 (4 GiB)";
      return false;
    }
    uint32_t crc = uint32_t(crc32(0, reinterpret_cast<const Bytef*>(e.data.data()), uInt(e.data.size())));
    uint32_t offset = uint32_t(out.size());
    auto common = [&](std::string& s) {
      put16(s, 20);          // version needed: 2.0
      put16(s, 1 << 11);     // flags: names are UTF-8
      put16(s, 0);           // stored
      put16(s, 0);           // time 00:00
      put16(s, (1 << 5) | 1);  // date 1980-01-01
      put32(s, crc);
      put32(s, uint32_t(e.data.size()));
      put32(s, uint32_t(e.data.size()));
      put16(s, uint32_t(e.name.size()));
      put16(s, 0);           // extra length
    };
    put32(out, 0x04034b50);
    common(out);
    out += e.name;
    out += e.data;
    put32(directory, 0x02014b50);
    put16(directory, 20);    // made by: 2.0, MS-DOS attributes
    common(directory);
    put16(directory, 0);     // comment length
    put16(directory, 0);     // disk
    put16(directory, 0);     // internal attributes
    put32(directory, 0);     // external attributes
    put32(directory, offset);
    directory += e.name;
  }
  if (entries.size() >= 0xffff || out.size() + directory.size() >= 0xffffffffu) {
    why = "too many entries or too large for a zip without ZIP64";
    return false;
  }
  uint32_t cdOffset = uint32_t(out.size());
  out += directory;
  put32(out, 0x06054b50);
  put16(out, 0);
  put16(out, 0);
  put16(out, uint32_t(entries.size()));
  put16(out, uint32_t(entries.size()));
  put32(out, uint32_t(directory.size()));
  put32(out, cdOffset);
  put16(out, 0);
  return true;
}

namespace {

Value builtinReadNpz(Evaluator& ev, CallArgs& call) {
  const std::string& path = pathArgument(ev, call, "read_npz");
  std::string bytes = readWholeFile(ev, call, path);
  std::vector<ZipEntry> entries;
  std::string why;
  if (!readZip(bytes, entries, why)) ev.raise("ArgumentError", "read_npz: " + path + ": " + why, call.span);
  Universe& u = ev.universe();
  const DataType* t = u.apply(ev.core().Dict, {u.typeValue(ev.core().String), u.typeValue(ev.core().Any)});
  auto* dict = new DictObject();
  Value out = Value::object(t, dict);
  for (const ZipEntry& e : entries) {
    std::string name = e.name;
    if (name.size() > 4 && name.compare(name.size() - 4, 4, ".npy") == 0) name.resize(name.size() - 4);
    for (const auto& kv : dict->entries)
      if (stringOf(kv.first) == name) ev.raise("ArgumentError", "read_npz: " + path + ": the entry " + name + " occurs twice", call.span);
    Value array = decodeNpyBytes(ev, e.data, path + "/" + e.name, call.span);
    dict->entries.emplace_back(makeString(ev, name), array);
  }
  return out;
}

// write_npz(path, d): the Dict's String keys are the entry names (`.npy` added), its values arrays
// or numbers; entries in the Dict's order.
Value builtinWriteNpz(Evaluator& ev, CallArgs& call) {
  const std::string& path = pathArgument(ev, call, "write_npz");
  auto* dict = dynamic_cast<DictObject*>(call[2].isObject() ? call[2].obj() : nullptr);
  if (!dict) ev.raise("MethodError", "write_npz needs a Dict of names to arrays, not " + ev.universe().show(call[2].type()), call.span);
  std::vector<ZipEntry> entries;
  for (const auto& [key, value] : dict->entries) {
    if (key.type() != ev.core().String)
      ev.raise("ArgumentError", "write_npz: entry names must be strings, not " + ev.showValue(key), call.span);
    entries.push_back({stringOf(key) + ".npy", encodeNpyBytes(ev, value, "write_npz", call.span)});
  }
  std::string bytes, why;
  if (!writeZip(entries, bytes, why)) ev.raise("ArgumentError", "write_npz: " + path + ": " + why, call.span);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) ev.raise("SystemError", "opening file " + ev.showValue(call[1]) + ": " + std::strerror(errno), call.span);
  out.write(bytes.data(), std::streamsize(bytes.size()));
  out.close();
  if (!out) ev.raise("SystemError", "writing file " + ev.showValue(call[1]) + ": " + std::strerror(errno), call.span);
  return ev.universe().nothing();
}

Value builtinIsdir(Evaluator& ev, CallArgs& call) {
  const std::string& path = pathArgument(ev, call, "isdir");
  struct stat st;
  return ev.universe().boolean(::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode));
}

// mkpath(path): creates the folder and its parents (mode 0o777 less the umask); returns the path.
Value builtinMkpath(Evaluator& ev, CallArgs& call) {
  const std::string& path = pathArgument(ev, call, "mkpath");
  for (size_t i = 1; i <= path.size(); ++i) {
    if (i != path.size() && path[i] != '/') continue;
    std::string prefix = path.substr(0, i);
    struct stat st;
    if (::stat(prefix.c_str(), &st) == 0) {
      if (!S_ISDIR(st.st_mode)) ev.raise("SystemError", "mkpath: " + prefix + " exists and is not a folder", call.span);
      continue;
    }
    if (::mkdir(prefix.c_str(), 0777) != 0 && errno != EEXIST)
      ev.raise("SystemError", "mkdir(" + ev.showValue(makeString(ev, prefix)) + "): " + std::strerror(errno), call.span);
  }
  return call[1];
}

// joinpath(a, b...): Julia's POSIX rules; a part that starts with `/` restarts the path.
Value builtinJoinpath(Evaluator& ev, CallArgs& call) {
  std::string out;
  for (size_t i = 1; i < call.size(); ++i) {
    if (call[i].type() != ev.core().String)
      ev.raise("MethodError", "no method matching joinpath(::" + ev.universe().show(call[i].type()) + ")", call.span);
    const std::string& part = stringOf(call[i]);
    if (i == 1 || (!part.empty() && part[0] == '/')) out = part;
    else if (out.empty() || out.back() == '/') out += part;
    else out += "/" + part;
  }
  return makeString(ev, out);
}

}  // namespace

void registerNpzBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* any = ev.core().Any;
  const JType* str = ev.core().String;
  ev.defineBuiltin(base, "read_npz", {any}, builtinReadNpz);
  ev.defineBuiltin(base, "write_npz", {any, any}, builtinWriteNpz);
  ev.defineBuiltin(base, "isdir", {str}, builtinIsdir);
  ev.defineBuiltin(base, "mkpath", {str}, builtinMkpath);
  ev.defineBuiltin(base, "joinpath", {str}, builtinJoinpath, true);
}

}  // namespace juxla::compiler
