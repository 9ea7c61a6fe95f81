#include "violation.h"

#include <array>
#include <utility>

namespace ss {

std::string Violation::worded(const Voice& voice) const
{
    const bool you = voice.second_person();
    const std::string& n = voice.name;
    const std::array<std::pair<std::string_view, std::string>, 7> fills{{
        {"{P}", you ? "you" : n},
        {"{P's}", you ? "your" : n + "'s"},
        {"{mine}", you ? "yours" : n + "'s"},
        {"{P:}", you ? "" : n.size() == 1 ? n + " " : n + "'s "},
        {"{has}", you ? "have" : "has"},
        {"{s}", you ? "" : "s"},
        {"{es}", you ? "" : "es"},
    }};
    std::string out;
    out.reserve(message.size() + 16);
    bool capital = true; // at the start, and after ": "
    for (std::size_t i = 0; i < message.size();) {
        bool filled = false;
        if (message[i] == '{')
            for (const auto& [key, fill] : fills)
                if (message.compare(i, key.size(), key) == 0) {
                    std::string word = fill;
                    if (capital && !word.empty() && word[0] >= 'a' && word[0] <= 'z')
                        word[0] = static_cast<char>(word[0] - 'a' + 'A');
                    out += word;
                    i += key.size();
                    filled = true;
                    capital = capital && word.empty();
                    break;
                }
        if (filled)
            continue;
        out += message[i];
        capital = message[i] == ' ' && out.size() >= 2 && out[out.size() - 2] == ':';
        ++i;
    }
    return out;
}

std::string Violation::text(const Voice& voice) const
{
    const std::string m = worded(voice);
    return rule.empty() ? m : m + " [" + rule + "]";
}

std::string Violation::text() const { return player ? text(Voice::referee(*player)) : text(Voice::named("?")); }

} // namespace ss
