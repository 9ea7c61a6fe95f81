// libFuzzer target: the record reader and the referee (game-record.md): any text is read,
// and what reads is refereed whole, as `spaceships-cli check` and the game's Open do.
#include "record.h"
#include "referee.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 64 * 1024) // records are small; the reader's cost is linear
        return 0;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const ss::Record record = ss::parse_record(text);
        (void)ss::referee(record);
        (void)ss::write_record(record);
    } catch (const ss::RecordError&) {
    }
    return 0;
}
