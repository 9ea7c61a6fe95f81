// The built-in bots' factories (see make_bot in bot.h).
#pragma once

#include "bots/bot.h"

namespace ss {

std::unique_ptr<Bot> make_random_bot();
std::unique_ptr<Bot> make_hunter_bot();
std::unique_ptr<Bot> make_density_bot();
std::unique_ptr<Bot> make_sampler_bot();
std::unique_ptr<Bot> make_oracle_bot();

} // namespace ss
