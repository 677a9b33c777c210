#include "support/source.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace juxla {

SourceFile::SourceFile(std::string name, std::string text) : name_(std::move(name)), text_(std::move(text)) {
  // `\n`, `\r\n` and a lone `\r` each end a line, as editors show them (and as lineText cuts).
  lineStarts_.push_back(0);
  for (uint32_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\r' && i + 1 < text_.size() && text_[i + 1] == '\n') ++i;
    if (text_[i] == '\n' || text_[i] == '\r') lineStarts_.push_back(i + 1);
  }
}

LineCol SourceFile::lineCol(uint32_t offset) const {
  offset = std::min<uint32_t>(offset, text_.size());
  auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
  uint32_t line = uint32_t(it - lineStarts_.begin());
  uint32_t start = lineStarts_[line - 1];
  // Columns count code points so that carets line up under UTF-8 identifiers.
  uint32_t column = 1;
  for (uint32_t i = start; i < offset; ++i)
    if ((uint8_t(text_[i]) & 0xC0) != 0x80) ++column;
  return {line, column};
}

std::string_view SourceFile::lineText(uint32_t offset) const {
  offset = std::min<uint32_t>(offset, text_.size());
  auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
  uint32_t start = *(it - 1);
  uint32_t end = start;
  while (end < text_.size() && text_[end] != '\n' && text_[end] != '\r') ++end;
  return std::string_view(text_).substr(start, end - start);
}

uint32_t SourceManager::add(std::string name, std::string text) {
  files_.push_back(std::make_unique<SourceFile>(std::move(name), std::move(text)));
  return uint32_t(files_.size());
}

uint32_t SourceManager::addFile(const std::string& path, std::string& error) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    error = "'" + path + "' is a directory, not a file";
    return 0;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot open file '" + path + "'";
    return 0;
  }
  std::ostringstream contents;
  contents << in.rdbuf();
  if (in.bad()) {
    error = "cannot read file '" + path + "'";
    return 0;
  }
  return add(path, contents.str());
}

}  // namespace juxla
