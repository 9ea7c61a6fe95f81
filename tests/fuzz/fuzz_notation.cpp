// libFuzzer target: the action notation [11.4-11.6]. A turn's tokens are parsed, checked
// against player A's entitlements and, when legal, played: never a crash, an exception
// other than the record's own, or undefined behaviour.
#include "fuzz_fleets.h"
#include "session.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const ss::Session start = ss::fuzz::two_fleets();
    static const ss::Session classic = ss::fuzz::two_classic_fleets(); // [classic 8.2, C14]
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const ss::Session* s : {&start, &classic})
        try {
            const ss::TurnRecord turn = ss::parse_tokens(text, 3, s->rules_set());
            ss::Session session = *s;
            if (!session.check(ss::Player::A, turn.actions))
                (void)session.play(turn.actions, {});
        } catch (const ss::RecordError&) {
        }
    return 0;
}
