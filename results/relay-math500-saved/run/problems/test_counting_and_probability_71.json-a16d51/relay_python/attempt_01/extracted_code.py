import itertools

# Function to calculate the number of ways to put n balls into m boxes without distinguishing between balls or boxes
def count_ways(n, m):
    return math.comb(m * (m - 1) // 2, n)

# Calculate the number of ways
result = count_ways(5, 2)
confidence = 100  # Assuming a reasonable confidence level for this problem

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
