// IDX, gzip and zip decoding (data_files.h): the real Fashion-MNIST files of Debian's
// dataset-fashion-mnist package against values NumPy computed from their raw bytes, and damaged
// input (every truncation, flipped bytes, random bytes) that must give a reason, never a crash.
#include "compiler/data_files.h"

#include <gtest/gtest.h>
#include <zlib.h>

#include <cstring>
#include <fstream>
#include <numeric>
#include <random>

namespace juxla::compiler {
namespace {

const char* kFashionDir = "/usr/share/datasets/fashion-mnist/";

bool readFile(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return true;
}

std::string gzip(const std::string& raw) {
  z_stream z{};
  deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);  // + 16: a gzip wrapper
  std::string out(deflateBound(&z, uLong(raw.size())) + 32, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(raw.data()));
  z.avail_in = uInt(raw.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = uInt(out.size());
  EXPECT_EQ(deflate(&z, Z_FINISH), Z_STREAM_END);
  out.resize(z.total_out);
  deflateEnd(&z);
  return out;
}

// A small IDX file: 3 images of 2×4 UInt8, or `n` Int32 values.
std::string smallIdx() {
  std::string b("\0\0\x08\x03", 4);
  for (uint32_t d : {3u, 2u, 4u}) b += std::string{char(d >> 24), char(d >> 16), char(d >> 8), char(d)};
  for (int i = 0; i < 24; ++i) b += char(i * 10);
  return b;
}

TEST(Idx, FashionMnistTrainFilesMatchNumpy) {
  std::string images, labels;
  if (!readFile(std::string(kFashionDir) + "train-images-idx3-ubyte.gz", images) ||
      !readFile(std::string(kFashionDir) + "train-labels-idx1-ubyte.gz", labels))
    GTEST_SKIP() << "Debian's dataset-fashion-mnist is not installed (apt-get install dataset-fashion-mnist)";
  IdxArray x, y;
  std::string why;
  ASSERT_TRUE(decodeIdx(images, x, why)) << why;
  EXPECT_EQ(x.typeCode, 0x08);
  EXPECT_EQ(x.dims, (std::vector<int64_t>{60000, 28, 28}));
  ASSERT_EQ(x.data.size(), 47040000u);
  // NumPy: a = frombuffer(gzip.open(f).read()[16:], uint8).reshape(-1, 28, 28)
  auto pixel = [&](size_t i) { return int(uint8_t(x.data[i])); };
  long first = 0, all = 0;
  for (size_t i = 0; i < 784; ++i) first += pixel(i);
  for (size_t i = 0; i < x.data.size(); ++i) all += pixel(i);
  EXPECT_EQ(first, 76247);         // a[0].sum()
  EXPECT_EQ(all, 3431114169L);     // a.sum()
  std::vector<int> row10(28);
  for (size_t i = 0; i < 28; ++i) row10[i] = pixel(10 * 28 + i);
  EXPECT_EQ(row10, (std::vector<int>{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 193, 228, 218, 213, 198, 180, 212, 210, 211, 213, 223, 220,
                                     243, 202, 0}));  // a[0, 10, :]
  ASSERT_TRUE(decodeIdx(labels, y, why)) << why;
  EXPECT_EQ(y.dims, (std::vector<int64_t>{60000}));
  std::vector<int> first10;
  for (size_t i = 0; i < 10; ++i) first10.push_back(uint8_t(y.data[i]));
  EXPECT_EQ(first10, (std::vector<int>{9, 0, 0, 3, 0, 2, 7, 2, 5, 5}));
  long labelSum = 0;
  for (char c : y.data) labelSum += uint8_t(c);
  EXPECT_EQ(labelSum, 270000);  // 6000 of each class 0-9
}

TEST(Idx, PlainAndGzippedGiveTheSameArray) {
  IdxArray a, b;
  std::string why;
  ASSERT_TRUE(decodeIdx(smallIdx(), a, why)) << why;
  ASSERT_TRUE(decodeIdx(gzip(smallIdx()), b, why)) << why;
  EXPECT_EQ(a.dims, (std::vector<int64_t>{3, 2, 4}));
  EXPECT_EQ(a.data, b.data);
  EXPECT_EQ(uint8_t(a.data[23]), 230);
}

TEST(Idx, BigEndianElementsBecomeLittleEndian) {
  std::string b("\0\0\x0C\x01\0\0\0\x02", 8);
  b += std::string("\x00\x00\x01\x02\xff\xff\xff\xfe", 8);
  IdxArray a;
  std::string why;
  ASSERT_TRUE(decodeIdx(b, a, why)) << why;
  ASSERT_EQ(a.data.size(), 8u);
  int32_t v[2];
  std::memcpy(v, a.data.data(), 8);
  EXPECT_EQ(v[0], 258);
  EXPECT_EQ(v[1], -2);
}

TEST(Idx, ErrorsSayWhatIsWrong) {
  IdxArray a;
  std::string why;
  EXPECT_FALSE(decodeIdx("PK\x03\x04", a, why));
  EXPECT_NE(why.find("not an IDX file"), std::string::npos) << why;
  std::string badType = smallIdx();
  badType[2] = 0x07;
  EXPECT_FALSE(decodeIdx(badType, a, why));
  EXPECT_NE(why.find("unknown IDX element type 0x07"), std::string::npos) << why;
  std::string shortData = smallIdx().substr(0, 30);
  EXPECT_FALSE(decodeIdx(shortData, a, why));
  EXPECT_EQ(why, "the data is truncated: sizes 3×2×4 need 24 bytes, the file has 14");
  EXPECT_FALSE(decodeIdx(smallIdx() + "x", a, why));
  EXPECT_NE(why.find("longer than its header says"), std::string::npos) << why;
  std::string gz = gzip(smallIdx());
  EXPECT_FALSE(decodeIdx(gz.substr(0, gz.size() / 2), a, why));
  EXPECT_EQ(why, "the compressed data is truncated");
  // Huge sizes in the header are compared with the data, never allocated.
  std::string huge("\0\0\x0E\x03\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff", 16);
  EXPECT_FALSE(decodeIdx(huge, a, why));
  EXPECT_NE(why.find("truncated"), std::string::npos) << why;
}

// Every prefix and many corruptions of a plain and a gzipped file: an answer, never a crash.
TEST(Idx, TruncatedAndCorruptedInputNeverCrashes) {
  std::mt19937 rng(7);
  for (const std::string& good : {smallIdx(), gzip(smallIdx())}) {
    for (size_t n = 0; n < good.size(); ++n) {
      IdxArray a;
      std::string why;
      EXPECT_FALSE(decodeIdx(good.substr(0, n), a, why)) << "prefix of " << n << " bytes";
      EXPECT_FALSE(why.empty());
    }
    for (int trial = 0; trial < 3000; ++trial) {
      std::string bad = good;
      int flips = 1 + int(rng() % 4);
      for (int f = 0; f < flips; ++f) bad[rng() % bad.size()] = char(rng());
      IdxArray a;
      std::string why;
      if (decodeIdx(bad, a, why)) {
        double count = 1;
        for (int64_t d : a.dims) count *= double(d);
        EXPECT_EQ(count * a.elementBytes, double(a.data.size()));
      } else {
        EXPECT_FALSE(why.empty());
      }
    }
  }
  for (int trial = 0; trial < 2000; ++trial) {
    std::string noise(rng() % 64, '\0');
    for (char& c : noise) c = char(rng());
    if (trial % 2) noise = std::string("\x1f\x8b", 2) + noise;
    IdxArray a;
    std::string why;
    if (!decodeIdx(noise, a, why)) {
      EXPECT_FALSE(why.empty());
    }
  }
}

TEST(Zip, WriteThenReadRoundTrips) {
  std::vector<ZipEntry> entries = {{"a.npy", "hello"}, {"layers_1_σ².npy", std::string(1000, 'z')}, {"empty.npy", ""}};
  std::string bytes, why;
  ASSERT_TRUE(writeZip(entries, bytes, why)) << why;
  std::vector<ZipEntry> back;
  ASSERT_TRUE(readZip(bytes, back, why)) << why;
  ASSERT_EQ(back.size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(back[i].name, entries[i].name);
    EXPECT_EQ(back[i].data, entries[i].data);
  }
}

// A deflated entry (np.savez_compressed's method 8), and one whose sizes were tampered with.
TEST(Zip, ReadsDeflatedEntries) {
  std::string raw(5000, 'a');
  for (size_t i = 0; i < raw.size(); i += 7) raw[i] = char('a' + i % 13);
  z_stream z{};
  deflateInit2(&z, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
  std::string packed(deflateBound(&z, uLong(raw.size())), '\0');
  z.next_in = reinterpret_cast<Bytef*>(raw.data());
  z.avail_in = uInt(raw.size());
  z.next_out = reinterpret_cast<Bytef*>(packed.data());
  z.avail_out = uInt(packed.size());
  ASSERT_EQ(deflate(&z, Z_FINISH), Z_STREAM_END);
  packed.resize(z.total_out);
  deflateEnd(&z);
  // Write it stored, then patch method, compressed size and data in place.
  std::string zip, why;
  ASSERT_TRUE(writeZip({{"x.npy", raw}}, zip, why));
  size_t dataAt = 30 + 5, cdAt = dataAt + raw.size();
  std::string central = zip.substr(cdAt);
  auto patch = [&](std::string& s, size_t at, uint32_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) s[at + size_t(i)] = char((v >> (8 * i)) & 0xff);
  };
  std::string local = zip.substr(0, dataAt);
  patch(local, 8, 8, 2);
  patch(local, 18, uint32_t(packed.size()), 4);
  patch(central, 10, 8, 2);
  patch(central, 20, uint32_t(packed.size()), 4);
  size_t eocd = central.size() - 22;
  patch(central, eocd + 16, uint32_t(dataAt + packed.size()), 4);
  std::string deflated = local + packed + central;
  std::vector<ZipEntry> out;
  ASSERT_TRUE(readZip(deflated, out, why)) << why;
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].data, raw);
  // An uncompressed size far past what deflate can reach is refused before allocating.
  std::string bomb = deflated;
  patch(bomb, local.size() + packed.size() + 24, 0xfffffff0u, 4);
  EXPECT_FALSE(readZip(bomb, out, why));
  EXPECT_NE(why.find("implausible"), std::string::npos) << why;
}

TEST(Zip, TruncatedAndCorruptedArchivesNeverCrash) {
  std::vector<ZipEntry> entries = {{"w.npy", std::string(300, 'w')}, {"b.npy", "bias"}};
  std::string good, why;
  ASSERT_TRUE(writeZip(entries, good, why));
  std::vector<ZipEntry> out;
  for (size_t n = 0; n < good.size(); ++n) EXPECT_FALSE(readZip(good.substr(0, n), out, why)) << n;
  std::mt19937 rng(11);
  int rejected = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    std::string bad = good;
    bad[rng() % bad.size()] = char(rng());
    if (!readZip(bad, out, why)) {
      EXPECT_FALSE(why.empty());
      ++rejected;
    }
  }
  EXPECT_GT(rejected, 1000);  // data bytes are caught by the CRC, header bytes by the checks
}

}  // namespace
}  // namespace juxla::compiler
