import itertools

# Total number of cookies
total_cookies = 18
cookies_of_each_kind = total_cookies // 3

# Number of ways to choose 6 cookies from the total
result = len(list(itertools.combinations(range(total_cookies), 6)))
confidence = 90  # Assuming a reasonable confidence level for this combinatorial problem

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
