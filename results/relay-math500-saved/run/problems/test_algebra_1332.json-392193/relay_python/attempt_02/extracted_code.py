import math

# Given data: number of sales and cost for the first television set
sales1 = 15
cost1 = 1500
# Calculate the popularity (reversely proportional to cost)
popularity1 = 1 / cost1 * sales1

# Calculate the number of sales needed for the second television set
cost2 = 2500
# The number of sales needed will be proportional to the ratio of costs
sales2 = popularity1 * cost2
print(sales2)  # Output should give the number of customers that would buy the second television set
