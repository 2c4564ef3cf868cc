// The counter attractor in C++, the reference benchmarks/attractor.py measures gameviz against.
//
// Reads an arena written by benchmarks/attractor.py (little-endian): n, m (int64), owner[n],
// target[n] (uint8), succ_ptr[n + 1] (int64), succ_idx[m] (int32), seeds count (int64) and the
// player's targets (int32), player (int64), repeats (int64). Builds the predecessor lists, then
// runs the attractor rank by rank with a counter per opponent vertex, `repeats` times, and prints
// the best time in nanoseconds and the number of vertices in the attractor.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <vector>

template <typename T> static std::vector<T> read(std::FILE *f, int64_t count) {
    std::vector<T> values(count);
    if (count && std::fread(values.data(), sizeof(T), count, f) != size_t(count)) throw 1;
    return values;
}

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    std::FILE *f = std::fopen(argv[1], "rb");
    if (!f) return 2;
    int64_t n = read<int64_t>(f, 1)[0], m = read<int64_t>(f, 1)[0];
    auto owner = read<uint8_t>(f, n), target = read<uint8_t>(f, n);
    auto succ_ptr = read<int64_t>(f, n + 1);
    auto succ_idx = read<int32_t>(f, m);
    auto seeds = read<int32_t>(f, read<int64_t>(f, 1)[0]);
    int64_t player = read<int64_t>(f, 1)[0], repeats = read<int64_t>(f, 1)[0];
    std::fclose(f);
    std::vector<int64_t> pred_ptr(n + 1, 0);
    for (int32_t w : succ_idx) pred_ptr[w + 1]++;
    for (int64_t v = 0; v < n; v++) pred_ptr[v + 1] += pred_ptr[v];
    std::vector<int32_t> pred_idx(m);
    std::vector<int64_t> fill(pred_ptr.begin(), pred_ptr.end() - 1);
    for (int64_t u = 0; u < n; u++)
        for (int64_t e = succ_ptr[u]; e < succ_ptr[u + 1]; e++) pred_idx[fill[succ_idx[e]]++] = int32_t(u);

    int64_t best = INT64_MAX, size = 0;
    std::vector<int64_t> needed(n);
    std::vector<int32_t> rank(n), order(n);
    for (int64_t r = 0; r < repeats; r++) {
        auto start = std::chrono::steady_clock::now();
        for (int64_t u = 0; u < n; u++) {
            needed[u] = owner[u] == player ? 1 : succ_ptr[u + 1] - succ_ptr[u];
            if (target[u] && target[u] != player) needed[u] = 0;
            rank[u] = -1;
        }
        int64_t count = 0;
        for (int32_t u : seeds) { needed[u] = 0; rank[u] = 0; order[count++] = u; }
        int64_t begin = 0;
        for (int32_t level = 1; begin < count; level++) {
            int64_t end = count;
            for (int64_t k = begin; k < end; k++) {
                int32_t v = order[k];
                for (int64_t e = pred_ptr[v]; e < pred_ptr[v + 1]; e++) {
                    int32_t u = pred_idx[e];
                    if (needed[u] > 0 && --needed[u] == 0) { rank[u] = level; order[count++] = u; }
                }
            }
            begin = end;
        }
        auto elapsed = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
        if (elapsed.count() < best) best = elapsed.count();
        size = count;
    }
    std::printf("%lld %lld\n", (long long)best, (long long)size);
    return 0;
}
