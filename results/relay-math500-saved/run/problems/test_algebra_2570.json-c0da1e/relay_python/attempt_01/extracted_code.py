total = 0

for num in range(100, 201):
    if num % 7 == 0:
        total += num

print("RESULT:", total)
print("CONFIDENCE:", 100)  # Initial guess based on the approach used
