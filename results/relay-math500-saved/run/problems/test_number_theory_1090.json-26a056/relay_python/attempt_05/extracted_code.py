def is_terminating_decimal(n):
    if n == 1:
        return True
    factors = [i for i in range(2, int(n**0.5) + 1) if n % i == 0]
    if len(factors) == 0:
        return True
    else:
        return False

count = 0
total_count = 0

for i in range(1, 2010, 2):
    if is_terminating_decimal(i):
        count += 1
    total_count += 1

probability = count / total_count
a = probability * (total_count - 1) + 1
b = total_count - a
print(f"RESULT: {int(a)}")
print(f"CONFIDENCE: {int(100)}")
