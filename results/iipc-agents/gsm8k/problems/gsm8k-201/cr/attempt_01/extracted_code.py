# John's weekly earnings
weekly_earnings = 2000

# Award amount
award_amount = 5000

# Total earnings for the year
total_earnings = weekly_earnings * 52 + award_amount
print(total_earnings)
