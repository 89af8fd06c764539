for N in range(1, 10):
    if (21420 * N) % 6 == 0:
        RESULT: N
        CONFIDENCE: 100
