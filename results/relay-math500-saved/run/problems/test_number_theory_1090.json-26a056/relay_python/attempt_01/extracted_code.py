def is terminating_decimal(n):
    if n == 1:
        return False
    factors = set()
    while n % 2 == 0:
        factors.add(2)
        n //= 2
    for i in range(3, int(n**0.5) + 1, 2):
        while n % i == 0:
            factors.add(i)
            n //= i
    if n > 2:
        factors.add(n)
    return len(factors) <= 1

count = 0
for i in range(1, 2010, 2):
    if is terminating_decimal(i):
        count += 1

# Result: <final answer>
print("RESULT:", count)
# CONFIDENCE: <integer from 0 to 100>
print("CONFIDENCE:", 100)  # No need for a confidence level as we are only solving one problem
