total = 0
for i in range(1, 101):
    if i % 2 == 0:
        total -= i
    else:
        total += i

print(f"RESULT: {total}")
print(f"CONFIDENCE: 100")
