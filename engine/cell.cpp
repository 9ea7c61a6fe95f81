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

namespace {

// The length of the well-formed UTF-8 sequence starting at s[i], or 0 when there is none.
std::size_t utf8_length(std::string_view s, std::size_t i)
{
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    const std::size_t n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    if (n == 0 || i + n > s.size())
        return 0;
    for (std::size_t k = 1; k < n; ++k)
        if ((b(i + k) & 0xC0) != 0x80)
            return 0;
    // No overlong forms, surrogates or code points past U+10FFFF.
    if ((c == 0xE0 && b(i + 1) < 0xA0) || (c == 0xED && b(i + 1) > 0x9F) || (c == 0xF0 && b(i + 1) < 0x90) ||
        (c == 0xF4 && b(i + 1) > 0x8F))
        return 0;
    return n;
}

} // namespace

std::string printable(std::string_view s)
{
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        if (out.size() > 40) {
            out += "...";
            break;
        }
        const auto c = static_cast<unsigned char>(s[i]);
        const std::size_t n = c < 0x80 ? 1 : utf8_length(s, i);
        if (c < 0x20 || c == 0x7F || n == 0) { // control bytes, and bytes that are not UTF-8
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
            ++i;
        } else {
            out.append(s.substr(i, n));
            i += n;
        }
    }
    return out;
}

std::string explain_bad_cell(std::string_view text)
{
    const std::string quoted = "'" + printable(text) + "'";
    if (text.size() != 3)
        return quoted + " is not a cell: a cell is colour, letter, number, e.g. Yx3 [11.4.4]";
    if (kColours.find(text[0]) == std::string_view::npos) {
        // "yx3": the colour in small letters, which the notation keeps apart [11.4.5].
        const char upper = text[0] >= 'a' && text[0] <= 'z' ? static_cast<char>(text[0] - 'a' + 'A') : text[0];
        if (upper != text[0] && kColours.find(upper) != std::string_view::npos)
            return quoted + " is not a cell: a colour is a capital letter, " + std::string(1, upper) + " not " +
                   std::string(1, text[0]) + " [11.4.5]";
        return quoted + " is not a cell: the colour must be one of R O Y G B [11.4.1]";
    }
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
