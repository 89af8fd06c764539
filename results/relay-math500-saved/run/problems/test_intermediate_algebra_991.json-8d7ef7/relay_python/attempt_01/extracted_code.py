for m in range(26):  # m ranges from 0 to 25
    for n in range(41):  # n ranges from 0 to 40
        if 3 * m + 4 * n == 100:
            print(f"m = {m}, n = {n}")
            result = abs(m - n)
            confidence = 100
            break

print("RESULT:", result)
print("CONFIDENCE:", confidence)
