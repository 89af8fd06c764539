# Problem: Pat is to select six cookies from a tray containing only chocolate chip, oatmeal, and peanut butter cookies. There are at least six of each of these three kinds of cookies on the tray. How many different assortments of six cookies can be selected? (Note that cookies of the same type are not distinguishable.)

# We can use combinations to solve this problem.
from itertools import combinations

# Let's assume there are at least 6 chocolate chip, oatmeal, and peanut butter cookies on the tray.
chocolate_chip = 6
oatmeal = 6
peanut_butter = 6

# Total number of cookies
total_cookies = chocolate_chip + oatmeal + peanut_butter

# We need to select 6 cookies from these total cookies. However, since we are guaranteed there are at least 6 of each kind,
# the number of ways to choose 6 cookies from 18 is simply combinations(18, 6).

assortments = list(combinations(range(total_cookies), 6))

result = len(assortments)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
