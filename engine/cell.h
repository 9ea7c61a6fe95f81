// Cells, coordinates and their notation [1.2, 11.4], and CellSet, a 125-bit bitboard.
#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ss {

constexpr int kSide = 5;
constexpr int kCellCount = kSide * kSide * kSide;

// A cell of a 5x5x5 space [1.2.1]. Coordinates colour, letter, number [11.4], each 0..4;
// the index orders cells colour, letter, number, the order records list them in.
struct Cell {
    std::uint8_t index = 0;

    constexpr int colour() const { return index / 25; }
    constexpr int letter() const { return index / 5 % 5; }
    constexpr int number() const { return index % 5; }

    static constexpr bool in_space(int colour, int letter, int number)
    {
        return colour >= 0 && colour < kSide && letter >= 0 && letter < kSide && number >= 0 && number < kSide;
    }
    static constexpr Cell at(int colour, int letter, int number)
    {
        return Cell{static_cast<std::uint8_t>(colour * 25 + letter * 5 + number)};
    }

    friend constexpr bool operator==(Cell, Cell) = default;
    friend constexpr auto operator<=>(Cell, Cell) = default;
};

// Notation [11.4]: colour R O Y G B, letter v w x y z, number 1..5; case significant [11.4.5].
constexpr std::string_view kColours = "ROYGB";
constexpr std::string_view kLetters = "vwxyz";
constexpr std::string_view kNumbers = "12345";

std::string to_string(Cell cell);
// Parses exactly a three-character triple such as "Yx3"; nothing else.
std::optional<Cell> parse_cell(std::string_view text);
// Explains why text is not a cell, naming the offending coordinate [11.4.x].
std::string explain_bad_cell(std::string_view text);
// Text from a record or a line a program sent, made safe to quote in a message: control
// bytes (a NUL among them) written as \xNN, and at most some 40 characters, then "...".
std::string printable(std::string_view text);

// A set of cells as a bitboard: bits 0..63 in lo, 64..124 in hi.
class CellSet {
public:
    constexpr CellSet() = default;
    constexpr CellSet(std::uint64_t lo, std::uint64_t hi) : lo_(lo), hi_(hi & kHiMask) {}
    static constexpr CellSet of(Cell c)
    {
        CellSet s;
        s.insert(c);
        return s;
    }
    static constexpr CellSet all() { return CellSet(~0ULL, kHiMask); }

    constexpr bool contains(Cell c) const
    {
        return c.index < 64 ? (lo_ >> c.index) & 1 : (hi_ >> (c.index - 64)) & 1;
    }
    constexpr void insert(Cell c)
    {
        if (c.index < 64)
            lo_ |= 1ULL << c.index;
        else
            hi_ |= 1ULL << (c.index - 64);
    }
    constexpr void erase(Cell c)
    {
        if (c.index < 64)
            lo_ &= ~(1ULL << c.index);
        else
            hi_ &= ~(1ULL << (c.index - 64));
    }
    constexpr int size() const { return std::popcount(lo_) + std::popcount(hi_); }
    constexpr bool empty() const { return (lo_ | hi_) == 0; }
    constexpr bool intersects(CellSet o) const { return ((lo_ & o.lo_) | (hi_ & o.hi_)) != 0; }
    constexpr bool contains_all(CellSet o) const { return (o - *this).empty(); }
    // The lowest cell; the set must not be empty.
    constexpr Cell first() const
    {
        return lo_ ? Cell{static_cast<std::uint8_t>(std::countr_zero(lo_))}
                   : Cell{static_cast<std::uint8_t>(64 + std::countr_zero(hi_))};
    }
    // The n-th lowest cell (0-based); n must be below size().
    Cell nth(int n) const;

    constexpr std::uint64_t lo() const { return lo_; }
    constexpr std::uint64_t hi() const { return hi_; }

    friend constexpr CellSet operator|(CellSet a, CellSet b) { return {a.lo_ | b.lo_, a.hi_ | b.hi_}; }
    friend constexpr CellSet operator&(CellSet a, CellSet b) { return {a.lo_ & b.lo_, a.hi_ & b.hi_}; }
    friend constexpr CellSet operator-(CellSet a, CellSet b) { return {a.lo_ & ~b.lo_, a.hi_ & ~b.hi_}; }
    constexpr CellSet& operator|=(CellSet o) { return *this = *this | o; }
    constexpr CellSet& operator&=(CellSet o) { return *this = *this & o; }
    constexpr CellSet& operator-=(CellSet o) { return *this = *this - o; }
    friend constexpr bool operator==(CellSet, CellSet) = default;

    class iterator {
    public:
        constexpr iterator(std::uint64_t lo, std::uint64_t hi) : lo_(lo), hi_(hi) {}
        constexpr Cell operator*() const { return CellSet(lo_, hi_).first(); }
        constexpr iterator& operator++()
        {
            if (lo_)
                lo_ &= lo_ - 1;
            else
                hi_ &= hi_ - 1;
            return *this;
        }
        friend constexpr bool operator==(iterator, iterator) = default;

    private:
        std::uint64_t lo_, hi_;
    };
    constexpr iterator begin() const { return {lo_, hi_}; }
    constexpr iterator end() const { return {0, 0}; }

private:
    static constexpr std::uint64_t kHiMask = (1ULL << (kCellCount - 64)) - 1;
    std::uint64_t lo_ = 0, hi_ = 0;
};

// "Rv1 Rv2 ..." in cell order.
std::string to_string(CellSet cells);

} // namespace ss
