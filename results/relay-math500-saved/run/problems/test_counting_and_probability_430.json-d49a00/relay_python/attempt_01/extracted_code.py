# Import necessary libraries
import collections

# Initialize the bags for Bob and Alice
bob_bags = collections.defaultdict(int)
alice_bags = collections.defaultdict(int)

# Attempt 1: Alice selects a ball and puts it into Bob's bag
alice_selects_ball = ['blue', 'green', 'orange', 'red', 'violet'][0]
bob_bags[alice_selects_ball] += 1

# Attempt 2: Bob selects a ball from his bag and puts it into Alice's bag
bob_selects_ball = ['blue', 'green', 'orange', 'red', 'violet'][0]
alice_bags[bob_selects_ball] += 1

# Attempt 3: Alice selects another ball from her bag and puts it into Bob's bag
alice_selects_another_ball = ['blue', 'green', 'orange', 'red', 'violet'][1]
bob_bags[alice_selects_another_ball] += 1

# Attempt 4: Bob selects another ball from his bag and puts it into Alice's bag
bob_selects_another_ball = ['blue', 'green', 'orange', 'red', 'violet'][2]
alice_bags[bob_selects_another_ball] += 1

# Attempt 5: Bob selects another ball from his bag and puts it into Alice's bag
bob_selects_another_ball = ['blue', 'green', 'orange', 'red', 'violet'][3]
alice_bags[bob_selects_another_ball] += 1

# Check if the contents of the two bags are the same
if bob_bags == alice_bags:
    print("RESULT: 0.5")
    print("CONFIDENCE: 80")
else:
    print("RESULT: 0")
    print("CONFIDENCE: 20")
