def find_initial_coins(num_bags, target_num):
    # Since each bag initially has the same number of coins,
    # we can start by calculating the total number of coins in all bags.
    # The total number of coins is equal to the number of bags multiplied by the initial number of coins per bag.
    # Given that we have 7 bags and we find a bag with 53 coins, we can set up the following equation:
    # 7 * initial_num + 53 = target_num
    # Solving for initial_num:
    # initial_num = (target_num - 53) / 7
    initial_num = (target_num - 53) / num_bags

    return int(initial_num)

# Given values
num_bags = 7
target_num = 53 + 201  # We need more than 200 coins, so we add 201 to the target number

# Find the initial number of coins
initial_coins = find_initial_coins(num_bags, target_num)

# Check if the initial number of coins is an integer (which should always be true for this problem)
if isinstance(initial_coins, int):
    RESULT: initial_coins
    CONFIDENCE: 100
else:
    print("The result is not checked yet.")
