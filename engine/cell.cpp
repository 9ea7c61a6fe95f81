#include "cell.h"

namespace ss {

std::string to_string(Cell cell)
{
    return {kColours[cell.colour()], kLetters[cell.letter()], kNumbers[cell.number()]};
}

std::optional<Cell> parse_cell(std::string_view text)
{
    if (text.size() != 3)
        return std::nullopt;
    const auto c = kColours.find(text[0]);
    const auto l = kLetters.find(text[1]);
    const auto n = kNumbers.find(text[2]);
    if (c == std::string_view::npos || l == std::string_view::npos || n == std::string_view::npos)
        return std::nullopt;
    return Cell::at(static_cast<int>(c), static_cast<int>(l), static_cast<int>(n));
}

std::string printable(std::string_view s)
{
    std::string out;
    for (unsigned char c : s) {
        if (out.size() > 40) {
            out += "...";
            break;
        }
        if (c < 0x20 || c == 0x7F) {
            static const char* hex = "0123456789ABCDEF";
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        } else {
            out += static_cast<char>(c);
        }
    }
    return out;
}

std::string explain_bad_cell(std::string_view text)
{
    const std::string quoted = "'" + printable(text) + "'";
    if (text.size() != 3)
        return quoted + " is not a cell: a cell is colour, letter, number, e.g. Yx3 [11.4.4]";
    if (kColours.find(text[0]) == std::string_view::npos)
        return quoted + " is not a cell: the colour must be one of R O Y G B [11.4.1]";
    if (kLetters.find(text[1]) == std::string_view::npos)
        return quoted + " is not a cell: the letter must be one of v w x y z [11.4.2]";
    return quoted + " is not a cell: the number must be one of 1 2 3 4 5 [11.4.3]";
}

Cell CellSet::nth(int n) const
{
    const int low = std::popcount(lo_);
    std::uint64_t word = n < low ? lo_ : hi_;
    int base = n < low ? 0 : 64;
    if (n >= low)
        n -= low;
    for (; n > 0; --n)
        word &= word - 1;
    return Cell{static_cast<std::uint8_t>(base + std::countr_zero(word))};
}

std::string to_string(CellSet cells)
{
    std::string out;
    for (Cell c : cells) {
        if (!out.empty())
            out += ' ';
        out += to_string(c);
    }
    return out;
}

} // namespace ss
