// Source buffers and locations: every diagnostic in juxla points into one of these.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace juxla {

// A position in a buffer owned by a SourceManager. Cheap to copy; invalid when file == 0.
struct SourceLoc {
  uint32_t file = 0;
  uint32_t offset = 0;
  bool valid() const { return file != 0; }
};

struct LineCol {
  uint32_t line = 0;    // 1-based
  uint32_t column = 0;  // 1-based, counted in code points
};

class SourceFile {
 public:
  SourceFile(std::string name, std::string text);
  const std::string& name() const { return name_; }
  std::string_view text() const { return text_; }
  LineCol lineCol(uint32_t offset) const;
  // The whole line containing `offset`, without its newline.
  std::string_view lineText(uint32_t offset) const;

 private:
  std::string name_;
  std::string text_;
  std::vector<uint32_t> lineStarts_;
};

// Owns source buffers; ids are stable for the manager's lifetime.
class SourceManager {
 public:
  uint32_t add(std::string name, std::string text);
  // Reads a file; returns 0 and sets `error` when it cannot.
  uint32_t addFile(const std::string& path, std::string& error);
  const SourceFile& file(uint32_t id) const { return *files_.at(id - 1); }
  SourceLoc loc(uint32_t id, uint32_t offset) const { return {id, offset}; }

 private:
  std::vector<std::unique_ptr<SourceFile>> files_;
};

}  // namespace juxla
