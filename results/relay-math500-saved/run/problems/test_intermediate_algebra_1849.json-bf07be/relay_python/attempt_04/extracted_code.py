def find_k_values():
    count = 0
    for k in range(-500, 501):
        try:
            x = (2 ** 2) / k + 2
            if x >= -500 and x <= 500:
                count += 1
        except ZeroDivisionError:
            continue
    return count

print("RESULT:", find_k_values())
print("CONFIDENCE: 98")
