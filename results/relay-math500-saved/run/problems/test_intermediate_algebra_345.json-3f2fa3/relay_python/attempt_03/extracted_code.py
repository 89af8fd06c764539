import collections

def find_sequence(a1, a3):
    if not (a1 + 2 == a3) or not (a1 * 2 + 1 == a3):
        return None

    a2 = a1 * 2 + 1
    a4 = a2 * 2 + 1

    if a2 > 2016:
        return None

    # Find the common ratio and second term of the geometric sequence
    for r in range(2, 100):
        if a3 % r == 0:
            q = a3 // r
            s = (q - 1) // 2 + 1
            t = q * s

            if t <= 2016 and t % 2 == 0:
                # Find the common difference of the arithmetic sequence
                for d in range(1, 100):
                    if a4 % d == 0:
                        u = a4 // d
                        v = (u - 1) // 2 + 1
                        w = u * v

                        if w <= 2016 and w % 2 == 0:
                            # Verify the sequence
                            if a1 == t and a2 == s and a3 == q * r and a4 == u * d:
                                return a1, t, s, q, r, u, d

    return None

a1, a3 = find_sequence(2016 // 4 + 1, 2016)
print(f"RESULT: {a1}")
print(f"CONFIDENCE: 100") if a1 else print("CONFIDENCE: 0")
